import { AppError } from './errors.js';

export interface ConcurrencyLimits {
  /** Runs at once for one family. */
  perFamily: number;
  /** Runs at once on this server process, all families together. */
  perServer: number;
}

export interface LimitRefusals {
  /** Answered when the family already runs as many as it may. */
  family: string;
  /** Answered when the server does. */
  server: string;
}

export type Claim = { claimed: true; release: () => void } | { claimed: false; full: 'family' | 'server' };

/**
 * Bounds work whose cost a user controls (rule tests, import previews) in how much of it runs at once, per
 * family and on the server. A place is claimed synchronously, in one turn of the event loop, before any
 * work starts: parallel requests cannot all see room and all go. One process answers each request, so
 * counting in memory is exact; with several processes (WORKERS) each keeps its own count, so the
 * server-wide limit holds per process.
 */
export class ConcurrencyLimit {
  private readonly byFamily = new Map<number, number>();
  private running = 0;

  constructor(
    private readonly limits: ConcurrencyLimits,
    private readonly refusals: LimitRefusals,
  ) {}

  claim(familyId: number): Claim {
    const family = this.byFamily.get(familyId) ?? 0;
    if (family >= this.limits.perFamily) return { claimed: false, full: 'family' };
    if (this.running >= this.limits.perServer) return { claimed: false, full: 'server' };
    this.byFamily.set(familyId, family + 1);
    this.running += 1;
    let released = false;
    return {
      claimed: true,
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        const left = (this.byFamily.get(familyId) ?? 1) - 1;
        if (left > 0) this.byFamily.set(familyId, left);
        else this.byFamily.delete(familyId);
      },
    };
  }

  /** Runs the work in a place of its own, or refuses at once with a 429 that says whose limit is full. */
  async run<T>(familyId: number, work: () => Promise<T>): Promise<T> {
    const claim = this.claim(familyId);
    if (!claim.claimed) throw new AppError(429, this.refusals[claim.full]);
    try {
      return await work();
    } finally {
      claim.release();
    }
  }

  /** How many run now, for one family or in all. */
  inUse(familyId?: number): number {
    return familyId === undefined ? this.running : (this.byFamily.get(familyId) ?? 0);
  }
}
