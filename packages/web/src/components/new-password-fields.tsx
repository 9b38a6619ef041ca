import type { ChangeEvent, FocusEvent } from 'react';
import { PasswordInput } from '@mantine/core';
import { PASSWORD_RULES } from './password-rules';

interface PasswordFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
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

/**
 * A new password and its retype, both left to the browser's password manager to fill. A field with an
 * error says it is invalid (Mantine's password input marks it for styling only).
 */
export function NewPasswordFields({ label, password, retype, withRules = true }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        description={withRules ? PASSWORD_RULES : undefined}
        autoComplete="new-password"
        aria-invalid={password.error ? true : undefined}
        {...password}
      />
      <PasswordInput
        label={`Retype ${label}`}
        autoComplete="new-password"
        aria-invalid={retype.error ? true : undefined}
        {...retype}
      />
    </>
  );
}
