import { passwordWeakness, type RegisterRequest } from '@hearth/contract';

export interface RegisterValues {
  firstname: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
  timezoneId: string | null;
  starterCategories: boolean;
  /** The new family's currency; null until chosen, when the time zone's country proposes one. */
  currencyCode: string | null;
}

export const NEW_REGISTRATION: RegisterValues = {
  firstname: '',
  surname: '',
  email: '',
  password: '',
  confirmPassword: '',
  timezoneId: null,
  starterCategories: true,
  currencyCode: null,
};

/** The server's words for the same refusal, so that the fact reads one way wherever it is met. */
export const RETYPE_DIFFERS = 'Password and Retype Password do not match.';

export interface RegisterErrors {
  password?: string | null;
  confirmPassword?: string | null;
}

/**
 * What is checked before anything is sent, said at its field: a weak password (the contract's rule, which
 * the server applies too) and a retype that differs. Empty when the form may be sent.
 */
export function registerProblems(values: RegisterValues): RegisterErrors {
  const problems: RegisterErrors = {};
  const weakness = passwordWeakness(values.password, values.email);
  if (weakness) problems.password = weakness;
  if (values.confirmPassword !== values.password) problems.confirmPassword = RETYPE_DIFFERS;
  return problems;
}

/**
 * The registration as sent: by invitation it joins that family, which has its categories and currency
 * already; otherwise the family starts with the currency chosen, or the one its time zone proposes.
 */
export function registerRequestOf(
  values: RegisterValues,
  invitationId: string | null,
  proposedCurrency = 'USD',
): RegisterRequest {
  return {
    firstname: values.firstname,
    surname: values.surname,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    timezoneId: values.timezoneId ?? '',
    ...(invitationId !== null
      ? { invitationId }
      : { starterCategories: values.starterCategories, currencyCode: values.currencyCode ?? proposedCurrency }),
  };
}
