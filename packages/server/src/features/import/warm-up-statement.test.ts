import type { ImportPreview } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { previewValidator } from './statement-validation.js';
import { COLLECT_AFTER_BYTES } from './statement-pool.js';
import { StatementWorkshop, type StatementReply } from './statement-workshop.js';
import { WARM_UP_ROWS, warmUpJobs } from './warm-up-statement.js';

function answerOf(reply: StatementReply): ImportPreview {
  if (reply.kind !== 'presented') throw new Error(`presented expected, got ${reply.kind}`);
  return JSON.parse(new TextDecoder().decode(reply.bytes)) as ImportPreview;
}

describe('the warm-up statement of a fresh statement worker', () => {
  it('runs through every step of a preview: rows read, ruled, matched and presented as the contract says', () => {
    const workshop = new StatementWorkshop(previewValidator);
    const jobs = warmUpJobs(200);
    expect(workshop.handle({ kind: 'read', ...jobs.read })).toMatchObject({ kind: 'read', format: 'csv' });
    expect(workshop.handle({ kind: 'build', ...jobs.build })).toMatchObject({ kind: 'built' });
    const answer = answerOf(workshop.handle({ kind: 'present', ...jobs.present, validate: true }));
    expect(answer.counts.total).toBe(200);
    expect(answer.counts.match).toBeGreaterThan(0);
    expect(answer.counts.create).toBeGreaterThan(0);
    const coles = answer.rows.find((row) => row.importedTransaction.description.startsWith('CARD COLES'));
    expect(coles?.importedTransaction.rules).toEqual([{ id: 1, name: 'Coles' }]);
    expect(coles?.importedTransaction.tags).toEqual([{ id: 4, name: 'Food' }]);
    expect(answer.rows.some((row) => row.importedTransaction.direction === 'in')).toBe(true);
  });

  it('is a small file: below the size after which a worker collects its garbage at once', () => {
    const { file } = warmUpJobs().read.files[0] as { file: { bytes: Uint8Array } };
    expect(file.bytes.byteLength).toBeGreaterThan(100_000);
    expect(file.bytes.byteLength).toBeLessThan(COLLECT_AFTER_BYTES);
  });

  it('is one job that answers how many rows it presented and leaves nothing behind', () => {
    const workshop = new StatementWorkshop();
    expect(workshop.handle({ kind: 'warm-up' })).toEqual({ kind: 'warmed', rows: WARM_UP_ROWS });
    expect(() => workshop.handle({ kind: 'present', ...warmUpJobs(1).present, validate: false })).toThrow(
      'present before build',
    );
  });
});
