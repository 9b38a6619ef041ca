import { describe, expect, it } from 'vitest';
import { percentile } from './measure.js';

describe('percentile', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [Array.from({ length: 100 }, (_, i) => i + 1), 0.95, 95],
    [[7], 0.95, 7],
  ])('of %j at %d is %d', (values, fraction, expected) => {
    expect(percentile(values, fraction)).toBe(expected);
  });
});
