import { z } from 'zod';

/**
 * The parts of Enable Banking's answers Hearth reads (https://enablebanking.com/docs/api/reference).
 * Fields the bank may leave out are optional; unknown fields are ignored.
 */
const text = z.string();
const optionalText = z.string().nullish();

export const amountSchema = z.object({ amount: text, currency: text });

export const aspspSchema = z.object({
  name: text,
  country: text,
  logo: optionalText,
  bic: optionalText,
  psu_types: z.array(text).nullish(),
  maximum_consent_validity: z.number().int().nullish(),
  beta: z.boolean().nullish(),
});
export const aspspsAnswer = z.object({ aspsps: z.array(aspspSchema) });

export const startAuthorisationAnswer = z.object({ url: text, authorization_id: optionalText });

const accountIdentification = z.object({ iban: optionalText, other: z.object({ identification: text }).nullish() });

export const accountResourceSchema = z.object({
  uid: optionalText,
  identification_hash: optionalText,
  account_id: accountIdentification.nullish(),
  name: optionalText,
  details: optionalText,
  product: optionalText,
  currency: optionalText,
  cash_account_type: optionalText,
  account_servicer: z.object({ name: optionalText, bic_fi: optionalText }).nullish(),
});
export type AccountResource = z.infer<typeof accountResourceSchema>;

const accessSchema = z.object({ valid_until: text });

export const authorizeSessionAnswer = z.object({
  session_id: text,
  accounts: z.array(accountResourceSchema),
  aspsp: z.object({ name: text, country: text }),
  access: accessSchema,
});

export const sessionAnswer = z.object({
  status: text,
  accounts: z.array(text),
  accounts_data: z.array(z.object({ uid: text, identification_hash: optionalText })).nullish(),
  aspsp: z.object({ name: text, country: text }),
  access: accessSchema,
});

export const balanceSchema = z.object({
  name: optionalText,
  balance_amount: amountSchema,
  balance_type: text,
  last_change_date_time: optionalText,
  reference_date: optionalText,
});
export type BalanceResource = z.infer<typeof balanceSchema>;
export const balancesAnswer = z.object({ balances: z.array(balanceSchema) });

const party = z.object({ name: optionalText }).nullish();

export const transactionSchema = z.object({
  entry_reference: optionalText,
  transaction_id: optionalText,
  transaction_amount: amountSchema,
  credit_debit_indicator: optionalText,
  status: text,
  booking_date: optionalText,
  value_date: optionalText,
  transaction_date: optionalText,
  creditor: party,
  debtor: party,
  remittance_information: z.array(text).nullish(),
  bank_transaction_code: z.object({ description: optionalText }).nullish(),
  note: optionalText,
});
export type TransactionResource = z.infer<typeof transactionSchema>;

export const transactionsAnswer = z.object({
  transactions: z.array(transactionSchema),
  continuation_key: optionalText,
});
