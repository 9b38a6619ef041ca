/** The text file a person keeps their recovery codes in: what they are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, madeOn: string): string {
  return [
    `Hearth recovery codes for ${email}`,
    `Made on ${madeOn}. Each code signs you in once, in place of a code from your authenticator app.`,
    'Keep them somewhere safe, apart from your password. New codes replace all of these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A file name that sorts by day and says whose codes these are: hearth-recovery-codes-2026-11-22.txt. */
export function recoveryCodesFileName(madeOnIso: string): string {
  return `hearth-recovery-codes-${madeOnIso}.txt`;
}
