import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './attachment-size';

describe('formatMegabytes', () => {
  it.each([
    { bytes: 0, expected: '0.00 Mb' },
    { bytes: 1000, expected: '0.00 Mb' },
    { bytes: 262_144, expected: '0.25 Mb' },
    { bytes: 1_048_576, expected: '1.00 Mb' },
    { bytes: 1_572_864, expected: '1.50 Mb' },
    { bytes: 10 * 1_048_576, expected: '10.00 Mb' },
  ])('$bytes bytes show as $expected', ({ bytes, expected }) => {
    expect(formatMegabytes(bytes)).toBe(expected);
  });
});
