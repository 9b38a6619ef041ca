import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import type { Role } from './enums.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const email = z.email({ error: 'must be a valid e-mail address' }).max(254);
const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const loginRequestSchema = z.object({
  username: z.string().max(254),
  password: z.string().max(PASSWORD_MAX_LENGTH),
  /** The second step, when the account has two-factor sign-in on: a code from the app, or a recovery code. */
  totpCode: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
  /**
   * The second step resumed after a reload: the ticket the first step's answer carried stands for the
   * password (which the page does not keep), for a few minutes.
   */
  pendingSignIn: z.string().max(1000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  email: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The claims of the login token. `sub` is the e-mail address the user logs in with. */
export interface TokenClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  defaultAccountId: number | null;
  role: Role;
  uid: number;
  /** The server-side session the token belongs to. */
  sid: string;
  exp: number;
  iat: number;
}

export const registerRequestSchema = z.object({
  firstname: name,
  surname: name,
  email,
  password: z.string().max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  timezoneId: z.string().min(1, 'is required').max(64),
  /** Present when the person registers through a family invitation. */
  invitationId: z.string().max(100).optional(),
  /** A new family starts with a dozen common categories (true unless said otherwise); ignored when joining one. */
  starterCategories: z.boolean().optional(),
  /** A new family's currency (ISO 4217), USD when left out; ignored when joining one. */
  currencyCode: currencyCodeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The same answer whether or not the address already had an account, so that registration does not tell
 * who uses Hearth; the mail that follows tells the owner of the address.
 */
export const registerResponseSchema = z.object({
  email: z.string(),
  userAccountName: z.string(),
});

export const recoverRequestSchema = z.object({ email: z.string().max(254) });
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

/** Completes a password recovery with the PIN that was e-mailed. */
export const recoverResetRequestSchema = z.object({
  email: z.string().max(254),
  pin: z.string().regex(/^\d{6}$/, 'must be the 6-digit PIN from the e-mail'),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  /** With two-factor sign-in on, a PIN alone does not reset the password: a code or a recovery code too. */
  totpCode: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
});
export type RecoverResetRequest = z.infer<typeof recoverResetRequestSchema>;

/** What a signed-out visitor may read of an invitation: the invitee's address and the family's name only. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  userAccountName: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * Password strength: at least 8 characters of at least two kinds (lower case, upper case, digits, others),
 * and not the e-mail address. Returns the reason it is too weak, or null.
 */
export function passwordWeakness(password: string, emailAddress = ''): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds < 2) {
    return 'Password must mix at least two kinds of characters: lower case, upper case, digits or symbols.';
  }
  if (emailAddress && password.toLowerCase() === emailAddress.toLowerCase()) {
    return 'Password must not be your e-mail address.';
  }
  return null;
}
