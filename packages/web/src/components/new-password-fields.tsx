import type { ChangeEvent } from 'react';
import { PasswordInput } from '@mantine/core';
import { PASSWORD_RULES } from './password-rules';

interface PasswordFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: string | null;
}

interface NewPasswordFieldsProps {
  /** 'Password' where an account is made, 'New Password' where one changes; the second field retypes it. */
  label: string;
  password: PasswordFieldProps;
  retype: PasswordFieldProps;
  /** The server's rules under the password, before anything is typed. */
  withRules?: boolean;
}

/** A new password and its retype, both left to the browser's password manager to fill. */
export function NewPasswordFields({ label, password, retype, withRules = true }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        description={withRules ? PASSWORD_RULES : undefined}
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label={`Retype ${label}`} autoComplete="new-password" {...retype} />
    </>
  );
}
