import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';
import { moneySchema } from './money-schema.js';

/** The bank-data providers Hearth connects to (docs/bank-sync.md). */
export const bankProviders = ['simplefin', 'enablebanking'] as const;
export type BankProvider = (typeof bankProviders)[number];

/** A connection is syncing, needs the family to authorise it again, or failed as a whole at its last sync. */
export const connectionStates = ['active', 'reauthorise', 'failed'] as const;
export type ConnectionState = (typeof connectionStates)[number];

const id = z.number().int().positive();

/** Connect SimpleFIN Bridge with the setup token the family got from its bridge. */
export const createSimpleFinConnectionRequestSchema = z.object({
  provider: z.literal('simplefin', { error: 'must be simplefin or enablebanking' }),
  setupToken: z
    .string({ error: 'must be the setup token from SimpleFIN Bridge' })
    .trim()
    .min(1, 'must be the setup token from SimpleFIN Bridge')
    .max(2000, 'is too long for a setup token'),
});
export type CreateSimpleFinConnectionRequest = z.input<typeof createSimpleFinConnectionRequestSchema>;

const countrySchema = z
  .string({ error: 'must be a country code of two letters, like FI' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a country code of two letters, like FI')
  .transform((code) => code.toUpperCase());

/** A bank of Enable Banking's list, as chosen on /connections. */
export const enableBankingBankRefSchema = z.object({
  name: z.string({ error: 'must name a bank' }).trim().min(1, 'must name a bank').max(200),
  country: countrySchema,
});

/** Connect a bank through Enable Banking: answers the bank's consent page to open. */
export const createEnableBankingConnectionRequestSchema = z.object({
  provider: z.literal('enablebanking', { error: 'must be simplefin or enablebanking' }),
  bank: enableBankingBankRefSchema,
});
export type CreateEnableBankingConnectionRequest = z.input<typeof createEnableBankingConnectionRequestSchema>;

export const createConnectionRequestSchema = z.discriminatedUnion(
  'provider',
  [createSimpleFinConnectionRequestSchema, createEnableBankingConnectionRequestSchema],
  { error: 'provider: must be simplefin or enablebanking' },
);
export type CreateConnectionRequest = z.input<typeof createConnectionRequestSchema>;

/** The bank's consent page to open; the bank sends the family back to PUBLIC_URL/connections/callback. */
export const bankConsentStartSchema = z.object({ url: z.string() });
export type BankConsentStart = z.output<typeof bankConsentStartSchema>;

/** What the bank sent back to /connections/callback. */
export const enableBankingCallbackRequestSchema = z.object({
  code: z
    .string({ error: 'must be the code the bank sent back' })
    .min(1, 'must be the code the bank sent back')
    .max(2000),
  state: z
    .string({ error: 'must be the state the bank sent back' })
    .min(1, 'must be the state the bank sent back')
    .max(200),
});
export type EnableBankingCallbackRequest = z.input<typeof enableBankingCallbackRequestSchema>;

export const enableBankingBanksQuerySchema = z.object({ country: countrySchema });

export const enableBankingBankSchema = z.object({
  name: z.string(),
  country: z.string(),
  /** How many days the bank lets a consent last; null when it does not say. */
  maximumConsentDays: z.number().nullable(),
  beta: z.boolean(),
});
export type EnableBankingBank = z.output<typeof enableBankingBankSchema>;
export const enableBankingBanksSchema = z.object({ banks: z.array(enableBankingBankSchema) });

/** Whose Enable Banking application new connections use: the server's, the family's, or none yet. */
export const enableBankingApplicationSchema = z.object({
  source: z.enum(['server', 'family']).nullable(),
  /** The family's application id (the private key is never answered back); null otherwise. */
  applicationId: z.string().nullable(),
});
export type EnableBankingApplicationStatus = z.output<typeof enableBankingApplicationSchema>;

export const setEnableBankingApplicationRequestSchema = z.object({
  applicationId: z
    .string({ error: 'must be the application id from the Enable Banking control panel' })
    .trim()
    .min(1, 'must be the application id from the Enable Banking control panel')
    .max(100, 'is too long for an application id'),
  privateKeyPem: z
    .string({ error: 'must be the private key (.pem) of the application' })
    .trim()
    .min(1, 'must be the private key (.pem) of the application')
    .max(20000, 'is too long for a private key'),
});
export type SetEnableBankingApplicationRequest = z.input<typeof setEnableBankingApplicationRequestSchema>;

/** Link an offered account to a Hearth bank account, or (accountId null) to a new one of that name. */
export const linkConnectionAccountRequestSchema = z
  .object({
    remoteAccountId: z.string().min(1, 'must name an offered account').max(200),
    accountId: id.nullable(),
    name: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    startDate: isoDateSchema,
  })
  .refine((body) => body.accountId !== null || (body.name ?? '').length > 0, {
    message: 'name the new bank account, or choose one of the family',
    path: ['name'],
  });
export type LinkConnectionAccountRequest = z.input<typeof linkConnectionAccountRequestSchema>;

export const unlinkConnectionAccountRequestSchema = z.object({
  remoteAccountId: z.string().min(1, 'must name a linked account').max(200),
});
export type UnlinkConnectionAccountRequest = z.input<typeof unlinkConnectionAccountRequestSchema>;

/** A Hearth account linked to one of the connection's bank accounts, with what its last sync found. */
export const connectionLinkSchema = z.object({
  remoteAccountId: z.string(),
  remoteName: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  startDate: z.string(),
  lastSyncedDay: z.string().nullable(),
  /** The bank's reported balance, and Hearth's balance of the account beside it. */
  bankBalance: z.number().nullable(),
  bankBalanceAt: z.string().nullable(),
  hearthBalance: z.number(),
  /** Hearth's balance minus the bank's; null when the bank gives none. */
  balanceDifference: z.number().nullable(),
  lastError: z.string().nullable(),
});
export type ConnectionLink = z.output<typeof connectionLinkSchema>;

/** An account the provider offers. */
export const offeredAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  balance: moneySchema.nullable(),
  institution: z.string().nullable(),
});
export type OfferedAccount = z.output<typeof offeredAccountSchema>;

/**
 * A connection as the family sees it. Members see its status only: `accounts` (what the bank offers) is
 * empty for them. Credentials are never part of it.
 */
export const connectionSchema = z.object({
  id: z.number(),
  provider: z.enum(bankProviders),
  name: z.string(),
  state: z.enum(connectionStates),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  consentExpiresAt: z.string().nullable(),
  syncing: z.boolean(),
  accounts: z.array(offeredAccountSchema),
  links: z.array(connectionLinkSchema),
});
export type Connection = z.output<typeof connectionSchema>;

export const connectionNoticeSchema = z.object({ id: z.number(), message: z.string(), createdAt: z.string() });
export type ConnectionNotice = z.output<typeof connectionNoticeSchema>;

export const connectionListSchema = z.object({
  connections: z.array(connectionSchema),
  /** What syncs did by themselves that the family should know of, newest first. */
  notices: z.array(connectionNoticeSchema),
});
export type ConnectionList = z.output<typeof connectionListSchema>;

export const syncResultSchema = z.object({
  added: z.number(),
  matched: z.number(),
  pending: z.number(),
  removed: z.number(),
  failedAccounts: z.array(z.object({ remoteAccountId: z.string(), name: z.string(), message: z.string() })),
});
export type SyncResult = z.output<typeof syncResultSchema>;

/** The sync status of one Hearth account, for its page. */
export const accountSyncStatusSchema = z.object({
  linked: z.boolean(),
  connectionName: z.string().nullable(),
  state: z.enum(connectionStates).nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  bankBalance: z.number().nullable(),
  balanceDifference: z.number().nullable(),
});
export type AccountSyncStatus = z.output<typeof accountSyncStatusSchema>;
