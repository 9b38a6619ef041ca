import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { PASSWORD_MAX_LENGTH } from './auth.js';

/** A TOTP code as people type it: six digits, spaces allowed between them. */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'));

/** A one-time recovery code, as printed (dashes and case do not matter). */
export const recoveryCodeSchema = z.string().trim().min(1, 'is required').max(40);

/** How a person may pass the second step of a sign-in. */
export const SecondFactor = { Totp: 'totp', RecoveryCode: 'recovery-code', Passkey: 'passkey' } as const;
export type SecondFactor = (typeof SecondFactor)[keyof typeof SecondFactor];

/** The `data` of the 401 that asks for a second factor: no token was issued. */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  methods: z.array(z.enum(['totp', 'recovery-code', 'passkey'])),
  /** After a right password: a ticket that resumes the second step (after a reload) without it, and its end. */
  pendingSignIn: z.string().optional(),
  pendingUntil: z.string().optional(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** One signed-in device: what the Security page lists. */
export const sessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  device: z.string(),
  browser: z.string(),
  ipAddress: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  secondFactor: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const SecurityEventKind = {
  SignedIn: 'signed-in',
  SignInFailed: 'sign-in-failed',
  SignInLocked: 'sign-in-locked',
  SignedOut: 'signed-out',
  SessionEnded: 'session-ended',
  PasswordChanged: 'password-changed',
  PasswordRecovered: 'password-recovered',
  EmailChangeRequested: 'email-change-requested',
  EmailChanged: 'email-changed',
  TotpEnabled: 'totp-enabled',
  TotpDisabled: 'totp-disabled',
  RecoveryCodeUsed: 'recovery-code-used',
  RecoveryCodesRenewed: 'recovery-codes-renewed',
  PasskeyAdded: 'passkey-added',
  PasskeyRemoved: 'passkey-removed',
  RoleChanged: 'role-changed',
  MemberRemoved: 'member-removed',
  MemberLeft: 'member-left',
  InvitationSent: 'invitation-sent',
  InvitationWithdrawn: 'invitation-withdrawn',
  FamilyRenamed: 'family-renamed',
} as const;
export type SecurityEventKind = (typeof SecurityEventKind)[keyof typeof SecurityEventKind];

export const securityEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** In words, as the Security page shows it. */
  description: z.string(),
  occurredAt: z.string(),
  ipAddress: z.string(),
  device: z.string(),
  browser: z.string(),
  /** Whom it was about and who did it, by name (family events). */
  userName: z.string().nullable(),
  actorName: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsSchema = z.object({
  /** The signed-in user's own recent events, newest first. */
  events: z.array(securityEventSchema),
  /** For an Admin: the family's role changes, removals and invitations; empty for a Member. */
  familyEvents: z.array(securityEventSchema),
});
export type SecurityEvents = z.infer<typeof securityEventsSchema>;

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** What the Security page shows of the second factors. */
export const twoFactorStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(passkeySchema),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableRequestSchema = z.object({
  code: totpCodeSchema,
  /** Asked again unless the session signed in or confirmed the password within the last few minutes. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off asks for the password and a current code (or a recovery code). */
export const totpDisableRequestSchema = z.object({
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  code: z.string().max(40),
});
export type TotpDisableRequest = z.infer<typeof totpDisableRequestSchema>;

/** Asks for the password again before a sensitive change. */
export const passwordConfirmationSchema = z.object({
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});

/** WebAuthn options and responses travel as the browser's JSON forms; their fields are checked by the server's library. */
const webAuthnJson = z.record(z.string(), z.unknown());

export const passkeyOptionsSchema = z.object({ challengeId: z.string(), options: webAuthnJson });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** Adding a passkey asks for the password again unless the session signed in or confirmed it recently. */
export const passkeyRegistrationOptionsRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const passkeyRegisterRequestSchema = z.object({
  challengeId: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  response: webAuthnJson,
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequestSchema>;

export const passkeySignInOptionsRequestSchema = z.object({ username: z.string().max(254).optional() });

export const passkeySignInRequestSchema = z.object({
  challengeId: z.string().min(1).max(64),
  response: webAuthnJson,
});
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

export const roleChangeRequestSchema = z.object({
  role: z.enum(['Admin', 'Member'], { error: 'must be Admin or Member' }),
  /** Asked again unless the session signed in or confirmed the password within the last few minutes. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

export const familyRenameRequestSchema = z.object({
  userAccountName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** The family's currency (ISO 4217); left as it is when left out. */
  currencyCode: currencyCodeSchema.optional(),
});
export type FamilyRenameRequest = z.infer<typeof familyRenameRequestSchema>;
