import { describe, expect, it } from 'vitest';
import { dataVersionChanged } from './heartbeat';

describe('dataVersionChanged', () => {
  it.each([
    { previous: undefined, next: 4, changed: false },
    { previous: 4, next: 4, changed: false },
    { previous: 4, next: 5, changed: true },
    { previous: 5, next: 0, changed: true },
    { previous: 4, next: undefined, changed: false },
  ])('$previous -> $next reloads: $changed', ({ previous, next, changed }) => {
    expect(dataVersionChanged(previous, next)).toBe(changed);
  });
});
