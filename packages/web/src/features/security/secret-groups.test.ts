import { describe, expect, it } from 'vitest';
import { groupSecret, plainSecret } from './secret-groups';

describe('groupSecret', () => {
  it.each([
    { secret: 'JBSWY3DPEHPK3PXP', grouped: 'JBSW Y3DP EHPK 3PXP' },
    { secret: 'jbswy3dpehpk3pxp', grouped: 'JBSW Y3DP EHPK 3PXP' },
    { secret: 'JBSWY3DPEHPK3PX', grouped: 'JBSW Y3DP EHPK 3PX' },
    { secret: 'JBSW Y3DP EHPK 3PXP', grouped: 'JBSW Y3DP EHPK 3PXP' },
    { secret: 'GEZDGNBVGY3TQOJQ====', grouped: 'GEZD GNBV GY3T QOJQ' },
    { secret: 'ABC', grouped: 'ABC' },
    { secret: '', grouped: '' },
  ])('"$secret" reads "$grouped"', ({ secret, grouped }) => {
    expect(groupSecret(secret)).toBe(grouped);
  });
});

describe('plainSecret', () => {
  it.each([
    { secret: 'JBSW Y3DP EHPK 3PXP', plain: 'JBSWY3DPEHPK3PXP' },
    { secret: 'gezd-gnbv==', plain: 'GEZDGNBV' },
  ])('"$secret" pastes as "$plain"', ({ secret, plain }) => {
    expect(plainSecret(secret)).toBe(plain);
  });
});
