import { PasswordAgainInput } from '../../components/password-again-input';

interface PasswordAgainFieldProps {
  /** Why it is asked: the server's own words. */
  reason: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
}

/** The password, asked again inside a form once the server has said it wants it for this change. */
export function PasswordAgainField({ reason, value, error, onChange }: PasswordAgainFieldProps) {
  return (
    <PasswordAgainInput
      description={reason}
      autoFocus
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
