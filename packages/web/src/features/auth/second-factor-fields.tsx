import { Anchor, Stack, TextInput } from '@mantine/core';

/** Which code the person gives: one from their authenticator app, or one of their printed recovery codes. */
export type SecondFactorMode = 'totp' | 'recovery-code';

/** The code as the server wants it: spaces people type between the digits are dropped. */
const totpDigits = (code: string) => code.replace(/\s+/g, '');

/** The code is worth sending: six digits from the app, or any recovery code. */
export function secondFactorReady(mode: SecondFactorMode, code: string): boolean {
  return mode === 'totp' ? /^\d{6}$/.test(totpDigits(code)) : code.trim() !== '';
}

/** The request fields that carry the code. */
export function secondFactorCodes(
  mode: SecondFactorMode,
  code: string,
): { totpCode: string } | { recoveryCode: string } {
  return mode === 'totp' ? { totpCode: totpDigits(code) } : { recoveryCode: code.trim() };
}

interface SecondFactorFieldsProps {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** The server's reason the last code was refused, shown at the field. */
  error: string | null;
}

/**
 * The code field of a second step, and the link that swaps the app's code for a recovery code. The field
 * takes the focus when it appears: it appears because the server asked for a code, to be typed now.
 */
export function SecondFactorFields({ mode, onModeChange, code, onCodeChange, error }: SecondFactorFieldsProps) {
  const switchTo = (next: SecondFactorMode) => {
    onCodeChange('');
    onModeChange(next);
  };
  return (
    <Stack gap={6}>
      {mode === 'totp' ? (
        <TextInput
          key="totp"
          label="Authentication code"
          description="The 6-digit code your authenticator app shows now."
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={9}
          spellCheck={false}
          autoFocus
          value={code}
          error={error}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          key="recovery-code"
          label="Recovery code"
          description="One of the codes you saved when you turned on two-factor sign-in. Each works once."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          autoFocus
          value={code}
          error={error}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
        />
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => switchTo(mode === 'totp' ? 'recovery-code' : 'totp')}
      >
        {mode === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
      </Anchor>
    </Stack>
  );
}
