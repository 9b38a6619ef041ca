/** Gives the event loop a turn: requests that arrived meanwhile (and I/O) run before the caller goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface TimeBudget {
  /** When the work stops, done or not, on the clock of `now`. */
  deadline: number;
  /** How long the work may hold the thread before it lets other requests run (10 ms). */
  sliceMs?: number;
  /** Milliseconds; performance.now() unless a test passes its own. */
  now?: () => number;
}

/**
 * Visits items in order on the request thread without holding it: after each slice of time it yields to
 * the event loop, and at the deadline it stops. Answers how many items were visited; fewer than all means
 * the deadline came first. The clock is read after every item, so one slow item is one slice too many at
 * most.
 */
export async function visitInSlices<T>(
  items: readonly T[],
  visit: (item: T) => void,
  budget: TimeBudget,
): Promise<number> {
  const now = budget.now ?? (() => performance.now());
  const sliceMs = budget.sliceMs ?? 10;
  let sliceEnds = now() + sliceMs;
  for (let index = 0; index < items.length; index += 1) {
    const at = now();
    if (at >= budget.deadline) return index;
    if (at >= sliceEnds) {
      await yieldToEventLoop();
      const resumed = now();
      if (resumed >= budget.deadline) return index;
      sliceEnds = resumed + sliceMs;
    }
    visit(items[index] as T);
  }
  return items.length;
}
