import { z } from 'zod';
import { accountChoiceSchema, timezoneCountrySchema, userSchema } from './user.js';

/** POST /api/user answers with the saved user and a fresh token carrying the new names. */
export const updateUserResponseSchema = userSchema.extend({ token: z.string() });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/** POST /api/user/changepassword: earlier tokens stop working, so a new one comes back. */
export const changePasswordResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** GET /api/heartbeat: the family's data version; it changes whenever the family's data does. */
export const heartbeatSchema = z.number();

/** GET /api/timezones. */
export const timezoneCountriesSchema = z.array(timezoneCountrySchema);

/** GET /api/user/accountchoices. */
export const accountChoicesSchema = z.array(accountChoiceSchema);
