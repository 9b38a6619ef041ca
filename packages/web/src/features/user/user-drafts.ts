import type { UpdateUserRequest, User } from '@hearth/contract';
import { emailChanges } from './family-rules';

/** The User page's details as typed. */
export interface UserValues {
  firstname: string;
  surname: string;
  email: string;
  defaultAccountId: number | null;
  timezoneId: string | null;
  /** Asked for only when the e-mail address changes. */
  currentPassword: string;
}

export function userValuesOf(
  user: Pick<User, 'firstname' | 'surname' | 'email' | 'defaultAccountId' | 'timezoneId'>,
): UserValues {
  return {
    firstname: user.firstname,
    surname: user.surname,
    email: user.email,
    defaultAccountId: user.defaultAccountId,
    timezoneId: user.timezoneId || null,
    currentPassword: '',
  };
}

export const PASSWORD_FOR_NEW_EMAIL = 'Enter your current password to change your e-mail address.';

export type UserSaveCheck =
  { ok: true; request: UpdateUserRequest } | { ok: false; errors: { currentPassword: string } };

/** The details to save; a new e-mail address (not merely a change of case) needs the current password. */
export function userSaveOf(values: UserValues, user: Pick<User, 'email'>): UserSaveCheck {
  const changingEmail = emailChanges(values.email, user.email);
  if (changingEmail && !values.currentPassword)
    return { ok: false, errors: { currentPassword: PASSWORD_FOR_NEW_EMAIL } };
  return {
    ok: true,
    request: {
      firstname: values.firstname,
      surname: values.surname,
      email: values.email,
      defaultAccountId: values.defaultAccountId,
      timezoneId: values.timezoneId ?? '',
      ...(changingEmail ? { currentPassword: values.currentPassword } : {}),
    },
  };
}

/** An Admin's new name for the family, trimmed, or what to say at the field. */
export function familyNameOf(typed: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = typed.trim();
  return name ? { ok: true, name } : { ok: false, error: 'Enter a name for the family.' };
}
