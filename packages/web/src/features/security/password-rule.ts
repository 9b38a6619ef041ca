import { Messages } from '@hearth/contract';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}

export const NO_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', newPassword: '', retypePassword: '' };

/** The new password is usable when it is not empty and the retype repeats it exactly. */
export function newPasswordValid(values: Pick<PasswordChangeValues, 'newPassword' | 'retypePassword'>): boolean {
  return values.newPassword !== '' && values.newPassword === values.retypePassword;
}

/** Save stays disabled until all three fields are filled and the new password equals its retype. */
export function canSavePassword(values: PasswordChangeValues): boolean {
  return values.currentPassword !== '' && newPasswordValid(values);
}

/**
 * What is said at the fields as they are typed: a retype that differs, in the spec's own words for it
 * (section 5). An empty retype is not wrong yet.
 */
export function passwordChangeProblems(values: PasswordChangeValues): { retypePassword?: string } {
  if (values.retypePassword !== '' && values.retypePassword !== values.newPassword) {
    return { retypePassword: Messages.passwordValidationFailed };
  }
  return {};
}
