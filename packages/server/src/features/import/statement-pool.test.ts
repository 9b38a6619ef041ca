import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { WorkerJobError, type WorkerFailure } from '../../platform/worker-pool.js';
import { refusalOf } from './statement-pool.js';

describe('what a preview answers when its worker could not', () => {
  it.each([
    ['timeout', 400, 'The file took more than 20 seconds to read; export a shorter period and import it in parts.'],
    [
      'memory',
      413,
      'The file needs more memory to read than an import may use; export a shorter period and import it in parts.',
    ],
    ['closed', 503, 'The server is stopping; try again in a moment.'],
  ] as const)('%s: %i', (failure: WorkerFailure, status, description) => {
    expect(refusalOf(new WorkerJobError(failure, 'worker'))).toEqual(new AppError(status, description));
  });

  it('passes on a crash and any other error as they are (a bug answers 500)', () => {
    const crash = new WorkerJobError('crashed', 'The worker stopped.');
    const other = new Error('broken');
    expect([refusalOf(crash), refusalOf(other)]).toEqual([crash, other]);
  });
});
