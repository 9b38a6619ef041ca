import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { AppError } from './errors.js';

const refusals = { family: 'family full', server: 'server full' };

describe('concurrency limit', () => {
  it.each([
    // [limits, claims in order (family ids), what each claim answers]
    ['one per family', { perFamily: 1, perServer: 4 }, [1, 1, 2], ['ok', 'family', 'ok']],
    ['two per family', { perFamily: 2, perServer: 4 }, [1, 1, 1], ['ok', 'ok', 'family']],
    ['the server fills first', { perFamily: 2, perServer: 3 }, [1, 2, 3, 4], ['ok', 'ok', 'ok', 'server']],
    [
      'a full family is named before a full server',
      { perFamily: 1, perServer: 2 },
      [1, 2, 1, 3],
      ['ok', 'ok', 'family', 'server'],
    ],
    ['nothing allowed', { perFamily: 0, perServer: 4 }, [1], ['family']],
  ] as const)('%s', (_name, limits, families, expected) => {
    const limit = new ConcurrencyLimit(limits, refusals);
    expect(families.map((family) => limit.claim(family)).map((claim) => (claim.claimed ? 'ok' : claim.full))).toEqual(
      expected,
    );
  });

  it('gives the place back once, however often it is released', () => {
    const limit = new ConcurrencyLimit({ perFamily: 1, perServer: 2 }, refusals);
    const first = limit.claim(1);
    const second = limit.claim(2);
    if (!first.claimed || !second.claimed) throw new Error('claimed');
    first.release();
    first.release();
    expect([limit.inUse(), limit.inUse(1), limit.inUse(2)]).toEqual([1, 0, 1]);
    expect(limit.claim(1).claimed).toBe(true);
    expect(limit.claim(3)).toEqual({ claimed: false, full: 'server' });
  });

  it('refuses with a 429 and its description while full, and frees the place when the work fails', async () => {
    const limit = new ConcurrencyLimit({ perFamily: 1, perServer: 4 }, refusals);
    let finish: () => void = () => undefined;
    const running = limit.run(7, () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(limit.run(7, async () => 'second')).rejects.toEqual(new AppError(429, 'family full'));
    finish();
    await running;
    await expect(limit.run(7, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limit.inUse()).toBe(0);
    expect(await limit.run(7, async () => 'again')).toBe('again');
  });
});
