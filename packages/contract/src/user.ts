import { z } from 'zod';

export const userSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  defaultAccountId: z.number().nullable(),
  timezoneId: z.string(),
  userAccountName: z.string(),
  role: z.string(),
  /** The family's currency (ISO 4217): how its money is written (docs/money.md). */
  currencyCode: z.string().optional(),
  emailValidated: z.boolean(),
  /** A new address waiting for its validation link; until then `email` stays the one that signs in. */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const updateUserRequestSchema = z.object({
  firstname: name,
  surname: name,
  email: z.email({ error: 'must be a valid e-mail address' }).max(254),
  defaultAccountId: z.number().int().positive().nullable().optional(),
  timezoneId: z.string().min(1, 'is required').max(64),
  /** Asked for when the e-mail address changes. */
  currentPassword: z.string().max(200).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(200),
  newPassword: z.string().max(200, 'must be at most 200 characters'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const inviteRequestSchema = z.object({
  email: z.email({ error: 'must be a valid e-mail address' }).max(254),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const familyMemberSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.string(),
  /** The signed-in user's own row: the web offers "Leave the family" there instead of "Remove". */
  isCurrentUser: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const familySchema = z.object({
  userAccountName: z.string(),
  /** ISO 4217; an Admin changes it with the name (POST /api/family). */
  currencyCode: z.string(),
  members: z.array(familyMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type Family = z.infer<typeof familySchema>;

export const timezoneCountrySchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  timezones: z.array(z.object({ id: z.string(), name: z.string(), utcOffset: z.string() })),
});
export type TimezoneCountry = z.infer<typeof timezoneCountrySchema>;

/** A bank account the user may choose as default account. */
export const accountChoiceSchema = z.object({ id: z.number(), name: z.string() });
