/**
 * Work that follows an answer rather than delaying it: the mails of registration and recovery, which
 * would otherwise make a known address answer slower than an unknown one. Failures are reported to the
 * given handler, never to the person who asked.
 */
const pending = new Set<Promise<void>>();

export function runAfterReply(
  task: () => Promise<void>,
  onError: (error: unknown) => void = (error) => reportLaterFailure(error),
): void {
  const run: Promise<void> = Promise.resolve()
    .then(task)
    .catch(onError)
    .finally(() => pending.delete(run));
  pending.add(run);
}

// No secret is in these errors: they come from the database or the mail transport.
let reportLaterFailure: (error: unknown) => void = (error) => {
  console.error('work after a reply failed:', error instanceof Error ? error.message : error);
};

/** Where failures of later work are reported: the server's log. */
export function reportLaterFailuresTo(report: (error: unknown) => void): void {
  reportLaterFailure = report;
}

/** Waits until every piece of later work has finished (tests, and shutdown). */
export async function settleLaterWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
