import type { RecoverResetRequest } from '@hearth/contract';
import { secondFactorCodes, secondFactorReady, type SecondFactorMode } from './second-factor-fields';

export const PIN_LENGTH = 6;

/** The password reset as typed: the PIN from the e-mail, the new password twice, and a code when asked. */
export interface ResetValues {
  pin: string;
  newPassword: string;
  retype: string;
  codeMode: SecondFactorMode;
  code: string;
}

export const NEW_RESET: ResetValues = { pin: '', newPassword: '', retype: '', codeMode: 'totp', code: '' };

/** What is said at the fields as they are typed: a retype that differs (an empty one is not wrong yet). */
export function resetProblems(values: ResetValues): { retype?: string } {
  return values.retype !== '' && values.newPassword !== values.retype ? { retype: 'The passwords differ' } : {};
}

/**
 * The reset to send, or null until it is complete: the whole PIN, a new password retyped alike, and, once the
 * server has asked for one (`asksCode`), a code worth sending.
 */
export function resetRequestOf(values: ResetValues, email: string, asksCode: boolean): RecoverResetRequest | null {
  const ready =
    values.pin.length === PIN_LENGTH &&
    values.newPassword !== '' &&
    values.newPassword === values.retype &&
    (!asksCode || secondFactorReady(values.codeMode, values.code));
  if (!ready) return null;
  const codes = asksCode ? secondFactorCodes(values.codeMode, values.code) : {};
  return { email, pin: values.pin, newPassword: values.newPassword, ...codes };
}
