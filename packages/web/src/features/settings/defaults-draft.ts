import type { UpdateUserRequest, User } from '@hearth/contract';

/** The Settings page's own choices of the user: the default account and the time zone. */
export interface DefaultsValues {
  defaultAccountId: number | null;
  timezoneId: string | null;
}

export function defaultsOf(user: Pick<User, 'defaultAccountId' | 'timezoneId'>): DefaultsValues {
  return { defaultAccountId: user.defaultAccountId, timezoneId: user.timezoneId || null };
}

/** Save waits for a change. */
export function defaultsChanged(values: DefaultsValues, user: Pick<User, 'defaultAccountId' | 'timezoneId'>): boolean {
  const saved = defaultsOf(user);
  return values.defaultAccountId !== saved.defaultAccountId || values.timezoneId !== saved.timezoneId;
}

/** Saved through the same POST /api/user as the User page, with the names and e-mail address kept as they are. */
export function defaultsRequestOf(
  values: DefaultsValues,
  user: Pick<User, 'firstname' | 'surname' | 'email'>,
): UpdateUserRequest {
  return {
    firstname: user.firstname,
    surname: user.surname,
    email: user.email,
    defaultAccountId: values.defaultAccountId,
    timezoneId: values.timezoneId ?? '',
  };
}
