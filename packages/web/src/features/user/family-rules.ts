import { ApiError } from '../../api/client';

/**
 * The server asks for the password again before a role change unless the session signed in or confirmed
 * it within the last minutes: a 400 whose description asks for it (or says the one given was wrong).
 */
export function asksForPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /password/i.test(error.description ?? '');
}

/** Changing the e-mail address asks for the current password; the same address in another case is no change. */
export function emailChanges(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}

export function fullName(person: { firstname: string; surname: string }): string {
  return `${person.firstname} ${person.surname}`.trim();
}
