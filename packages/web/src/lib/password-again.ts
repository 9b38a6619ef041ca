/** What a form says when the password it asks for again (before a sensitive change) is left empty. */
export const PASSWORD_MISSING = 'Enter your password.';

/** The password asked again is missing: said at its field, before anything is sent. */
export function passwordAgainProblem(asked: boolean, password: string): string | null {
  return asked && !password ? PASSWORD_MISSING : null;
}
