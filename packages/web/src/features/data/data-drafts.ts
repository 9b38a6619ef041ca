import { passwordAgainProblem } from '../../lib/password-again';

export type DataCheck<T, K extends string> = { ok: true; request: T } | { ok: false; errors: Partial<Record<K, string>> };

/** The export asks the password again. */
export function exportOf(password: string): DataCheck<string, 'password'> {
  const missing = passwordAgainProblem(true, password);
  return missing ? { ok: false, errors: { password: missing } } : { ok: true, request: password };
}

export const familyNameMismatch = (familyName: string) => `Type the family's name, ${familyName}, exactly as shown.`;

/** Deleting the family asks the password again and its name typed back, as written (spaces at the ends aside). */
export function deleteFamilyOf(
  password: string,
  typedName: string,
  familyName: string,
): DataCheck<string, 'password' | 'familyName'> {
  const errors: Partial<Record<'password' | 'familyName', string>> = {};
  const missing = passwordAgainProblem(true, password);
  if (missing) errors.password = missing;
  if (typedName.trim() !== familyName.trim()) errors.familyName = familyNameMismatch(familyName);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, request: password };
}
