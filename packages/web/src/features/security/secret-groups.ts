/**
 * A TOTP secret as people copy it into an app by hand: upper case, in groups of four, whatever spaces or
 * padding it came with (`JBSW Y3DP EHPK 3PXP`).
 */
export function groupSecret(secret: string, size = 4): string {
  const plain = plainSecret(secret);
  const groups: string[] = [];
  for (let start = 0; start < plain.length; start += size) groups.push(plain.slice(start, start + size));
  return groups.join(' ');
}

/** The secret as an app takes it when pasted: no spaces, no base32 padding. */
export function plainSecret(secret: string): string {
  return secret.replace(/[\s=-]+/g, '').toUpperCase();
}
