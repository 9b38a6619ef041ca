import { describe, expect, it } from 'vitest';
import { visitInSlices } from './time-slices.js';

/** A clock that moves on by `step` milliseconds at each visit. */
function steppingClock(step: number) {
  let time = 0;
  return { now: () => time, tick: () => (time += step) };
}

describe('visiting in time slices', () => {
  it.each([
    // [name, items, milliseconds per item, deadline, visited]
    ['all, well inside the deadline', 10, 1, 100, 10],
    ['none when the deadline has passed', 10, 1, 0, 0],
    ['up to the deadline', 10, 3, 10, 4],
    ['an empty list', 0, 1, 10, 0],
    ['a slow item stops the rest', 5, 50, 40, 1],
  ] as const)('%s', async (_name, count, step, deadline, visited) => {
    const clock = steppingClock(step);
    const items = Array.from({ length: count }, (_, i) => i);
    const seen: number[] = [];
    expect(
      await visitInSlices(items, (item) => (seen.push(item), clock.tick()), { deadline, sliceMs: 5, now: clock.now }),
    ).toBe(visited);
    expect(seen).toEqual(items.slice(0, visited));
  });

  it('lets other work run between slices', async () => {
    const clock = steppingClock(1);
    const order: string[] = [];
    setImmediate(() => order.push('other'));
    await visitInSlices([1, 2, 3, 4, 5, 6], (item) => (order.push(String(item)), clock.tick()), {
      deadline: 1000,
      sliceMs: 3,
      now: clock.now,
    });
    expect(order).toEqual(['1', '2', '3', 'other', '4', '5', '6']);
  });
});
