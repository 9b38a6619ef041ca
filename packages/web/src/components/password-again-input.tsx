import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** The signed-in person's own password, asked again before a sensitive change, for the browser to fill in. */
export function PasswordAgainInput(props: Omit<PasswordInputProps, 'label' | 'autoComplete'>) {
  return <PasswordInput label="Password" autoComplete="current-password" {...props} />;
}
