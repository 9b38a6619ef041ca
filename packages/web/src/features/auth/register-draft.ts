import { passwordWeakness, registerRequestSchema, type RegisterRequest } from '@hearth/contract';
import { placeRefusal, schemaFieldMessages, type FieldMessages, type FieldWords } from '../../lib/field-refusals';

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

type RegisterField = 'firstname' | 'surname' | 'email' | 'password' | 'confirmPassword' | 'timezoneId' | 'currencyCode';

export type RegisterErrors = FieldMessages<RegisterField>;

/**
 * The registration's fields as the page labels them, and as the server's refusals name them. The retype
 * comes before the password: the server's "Password and Retype Password do not match." is the retype's.
 */
const REGISTER_FIELDS: readonly FieldWords<RegisterField>[] = [
  { key: 'firstname', label: 'Firstname', serverNames: ['First name', 'Firstname'] },
  { key: 'surname', label: 'Surname' },
  {
    key: 'email',
    label: 'Email',
    serverNames: ['E-mail', 'Email'],
    serverSentences: [/^Please register with the e-mail address the invitation was sent to/],
  },
  {
    key: 'confirmPassword',
    label: 'Retype Password',
    serverNames: ['Retype password'],
    serverSentences: [/^Password and Retype Password do not match/],
  },
  { key: 'password', label: 'Password' },
  {
    key: 'timezoneId',
    label: 'Time Zone',
    serverNames: ['Time zone'],
    serverSentences: [/^Please choose a time zone from the list/],
  },
  { key: 'currencyCode', label: 'Currency', serverNames: ['Currency code', 'Currency'] },
];

/**
 * What is checked before anything is sent, said at its field in the page's words: what the contract's
 * request refuses (an empty name, an address that is not one, no time zone), a weak password (the
 * contract's rule, which the server applies too) and a retype that differs. Empty when the form may be sent.
 */
export function registerProblems(values: RegisterValues): RegisterErrors {
  const request = registerRequestOf(values, null);
  const problems = schemaFieldMessages(registerRequestSchema.safeParse(request), { ...request }, REGISTER_FIELDS);
  const weakness = passwordWeakness(values.password, values.email);
  if (weakness) problems.password = weakness;
  if (values.confirmPassword !== values.password) problems.confirmPassword = RETYPE_DIFFERS;
  return problems;
}

/** The server's refusal of a registration, at the fields it names; what names none stays for a toast. */
export function registerRefusal(description: string) {
  return placeRefusal(description, REGISTER_FIELDS);
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
