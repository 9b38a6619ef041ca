import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

describe('recoveryCodesText', () => {
  it('names the account and the day, then lists one code a line', () => {
    const text = recoveryCodesText(['aaaa-bbbb', 'cccc-dddd'], 'anna@example.com', '22 Nov 2026');
    expect(text.split('\n')).toEqual([
      'Hearth recovery codes for anna@example.com',
      'Made on 22 Nov 2026. Each code signs you in once, in place of a code from your authenticator app.',
      'Keep them somewhere safe, apart from your password. New codes replace all of these.',
      '',
      'aaaa-bbbb',
      'cccc-dddd',
      '',
    ]);
  });
});

describe('recoveryCodesFileName', () => {
  it('carries the day the codes were made', () => {
    expect(recoveryCodesFileName('2026-11-22')).toBe('hearth-recovery-codes-2026-11-22.txt');
  });
});
