export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}

/** The new password is usable when it is not empty and the retype repeats it exactly. */
export function newPasswordValid(values: Pick<PasswordChangeValues, 'newPassword' | 'retypePassword'>): boolean {
  return values.newPassword !== '' && values.newPassword === values.retypePassword;
}

/** Save stays disabled until all three fields are filled and the new password equals its retype. */
export function canSavePassword(values: PasswordChangeValues): boolean {
  return values.currentPassword !== '' && newPasswordValid(values);
}
