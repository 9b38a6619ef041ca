import type { ImportDecision, ImportMatch } from '@hearth/contract';
import type { CsvLayout } from '../../domain/import/csv-layout.js';
import type { DateOrder } from '../../domain/import/dates.js';
import type { MatchCandidate } from '../../domain/import/matching.js';
import { PayeeDirectory, type KnownAccount, type PayeeAlias } from '../../domain/import/payees.js';
import { buildPreview } from '../../domain/import/preview.js';
import { mergeStatements, type PartSummary } from '../../domain/import/merge-statements.js';
import {
  decodeStatement,
  readStatement,
  type ReadStatement,
  type RememberedLayout,
} from '../../domain/import/read-statement.js';
import { statementReferences } from '../../domain/import/references.js';
import { compileRules, type ImportRule } from '../../domain/import/rules.js';
import { StatementError, type StatementFormat } from '../../domain/import/statement.js';
import type { StoredPreview } from './batches.js';
import { previewPresenter } from './present.js';
import { warmUpJobs } from './warm-up-statement.js';
import type { ReferenceNames } from './rules-service.js';

/** Read a file (an upload's bytes, or the text kept for a CSV preview) and keep its rows for `build`. */
export interface ReadJob {
  kind: 'read';
  /** One file, or several read as one statement (merge-statements.ts). */
  files: { name: string; file: { bytes: Uint8Array } | { text: string } }[];
  layout: CsvLayout | null;
  remembered: RememberedLayout | null;
  /** For QIF: the order of day, month and year the person chose. */
  dateOrder?: DateOrder | null;
}

/** Propose what each row of the file read last is, from what the database holds; keep the preview for `present`. */
export interface BuildJob {
  kind: 'build';
  account: { id: number; name: string };
  fileName: string;
  rules: ImportRule[];
  /** The family's live accounts, and the payee names learnt from earlier imports. */
  accounts: KnownAccount[];
  aliases: PayeeAlias[];
  candidates: MatchCandidate[];
  /** What the preview shows of each transaction a row may be matched to. */
  summaries: Map<number, ImportMatch>;
  linkedReferences: Map<string, number>;
  reconciledIds: Set<number>;
}

/** The preview as the API answers it: the one built last, or one kept in the database (its JSON). */
export interface PresentJob {
  kind: 'present';
  preview: 'built' | { json: string };
  batch: { id: string; expiresAt: string };
  names: ReferenceNames;
  ruleNames: Map<number, string>;
  /** The person's choices kept with the preview. */
  choices: ImportDecision[];
  /** Check the answer against its contract schema first (the tests do). */
  validate: boolean;
}

/** Rows presented, checked and written to JSON at a time. */
const ROWS_PER_SLICE = 1_000;
/** Checks a presented head (with its rows empty) and each slice of rows against the contract; throws when they differ. */
export interface PreviewValidator {
  head(head: unknown): void;
  rows(rows: unknown[]): void;
}

/**
 * `forget` drops what the worker holds of a preview; with `collect` (after a large file) the worker also
 * collects its garbage at once and answers how much its heap still holds, so that the pool keeps a worker
 * whose heap went back down (statement-pool.ts). `warm-up` reads, matches and presents a made-up
 * statement (warm-up-statement.ts) on a fresh worker, so that the code of a preview is compiled before a
 * family's file needs it.
 */
export type StatementJob =
  ReadJob | BuildJob | PresentJob | { kind: 'forget'; collect?: boolean } | { kind: 'warm-up' };

/** What the database reads need from a file: its dates and bank ids, not its rows. */
export interface StatementRead {
  kind: 'read';
  format: StatementFormat;
  /** For CSV: the layout the rows were read with, and the headings it found (remembered for the account). */
  csv: ReadStatement['csv'];
  dateFrom: string;
  dateTo: string;
  references: string[];
  /**
   * The decoded text of a CSV upload, kept so that its columns can be chosen again, or of a QIF upload
   * whose date order is open, so that it can be chosen; null otherwise, and for several files.
   */
  source: string | null;
  files: PartSummary[];
}

/**
 * What a reply hands over rather than copies: the answer's bytes move to the request thread, which then
 * holds them outside its JavaScript heap, instead of a copy of a string of megabytes inside it.
 */
export function replyTransfer(reply: StatementReply): ArrayBuffer[] {
  return reply.kind === 'presented' ? [reply.bytes.buffer] : [];
}

export type StatementReply =
  | StatementRead
  | { kind: 'built'; json: string }
  /** The answer's JSON as UTF-8, handed to the request thread without a copy (see replyTransfer). */
  | { kind: 'presented'; bytes: Uint8Array<ArrayBuffer>; total: number; fileName: string }
  | { kind: 'refused'; message: string }
  /** `heldMb`: the heap in use after a collection, when the job asked for one (statement-worker.ts). */
  | { kind: 'forgotten'; heldMb?: number }
  | { kind: 'warmed'; rows: number };

/**
 * The CPU-heavy, pure part of an import preview, run in a worker thread (statement-worker.ts): decoding,
 * parsing, rules and matching, and turning the preview into JSON for the database and for the answer. One
 * workshop serves one lease at a time, so the rows it read stay here between jobs: the request thread
 * only ever holds the file and the JSON, never tens of thousands of objects.
 */
export class StatementWorkshop {
  private statement: ReadStatement | null = null;
  private files: PartSummary[] = [];
  /** The references of the rows read, worked out once for the database reads and for the preview. */
  private references: string[] = [];
  private built: StoredPreview | null = null;

  /** The contract check a job may ask for (statement-validation.ts), given when it is loaded. */
  constructor(private validator: PreviewValidator | null = null) {}

  useValidator(validator: PreviewValidator): void {
    this.validator = validator;
  }

  handle(job: StatementJob): StatementReply {
    // What an earlier file left goes before the next one is parsed, not after.
    if (job.kind === 'read' || job.kind === 'forget' || job.kind === 'warm-up') this.forget();
    try {
      if (job.kind === 'warm-up') return this.warmUp();
      if (job.kind === 'read') return this.read(job);
      if (job.kind === 'build') return this.build(job);
      if (job.kind === 'present') return this.present(job);
      return { kind: 'forgotten' };
    } catch (error) {
      if (error instanceof StatementError) return { kind: 'refused', message: error.message };
      throw error;
    }
  }

  private warmUp(): { kind: 'warmed'; rows: number } {
    const jobs = warmUpJobs();
    this.read({ kind: 'read', ...jobs.read });
    this.build({ kind: 'build', ...jobs.build });
    const presented = this.present({ kind: 'present', ...jobs.present, validate: false });
    this.forget();
    return { kind: 'warmed', rows: presented.total };
  }

  private forget(): void {
    this.statement = null;
    this.files = [];
    this.references = [];
    this.built = null;
  }

  private read(job: ReadJob): StatementRead {
    const several = job.files.length > 1;
    const parts = job.files.map(({ name, file }) => {
      const text = 'text' in file ? file.text : decodeStatement(file.bytes);
      try {
        const read = readStatement(text, {
          layout: job.layout,
          remembered: job.remembered,
          dateOrder: job.dateOrder ?? null,
        });
        return { name, text, statement: read, fromBytes: 'bytes' in file };
      } catch (error) {
        // Of several files, the one at fault is named.
        if (several && error instanceof StatementError) throw new StatementError(`${name}: ${error.message}`);
        throw error;
      }
    });
    const { statement, files } = mergeStatements(parts);
    const only = several ? null : (parts[0] ?? null);
    const dates = statement.rows.map((row) => row.date).sort();
    this.statement = statement;
    this.files = files;
    this.references = statementReferences(statement.rows);
    return {
      kind: 'read',
      format: statement.format,
      csv: statement.csv,
      dateFrom: dates[0] as string,
      dateTo: dates[dates.length - 1] as string,
      references: this.references,
      source:
        only?.fromBytes && (statement.format === 'csv' || (statement.dateOrder?.choices.length ?? 0) > 0)
          ? only.text
          : null,
      files,
    };
  }

  private build(job: BuildJob): { kind: 'built'; json: string } {
    const statement = this.statement;
    if (!statement) throw new Error('build before read: a lease reads its file first');
    this.statement = null;
    const directory = new PayeeDirectory(job.accounts, job.aliases);
    const rows = buildPreview({
      rows: statement.rows,
      rules: compileRules(job.rules),
      directory,
      candidates: job.candidates,
      linkedReferences: job.linkedReferences,
      reconciledIds: job.reconciledIds,
      references: this.references,
    });
    this.references = [];
    const shown = new Set(
      rows.flatMap((row) => (row.matchedId === null ? row.candidateIds : [row.matchedId, ...row.candidateIds])),
    );
    this.built = {
      accountId: job.account.id,
      accountName: job.account.name,
      fileName: job.fileName,
      format: statement.format,
      rows,
      matches: [...shown].map((id) => job.summaries.get(id)).filter((match) => match !== undefined),
      skipped: statement.skipped,
      unreadable: statement.unreadable,
      csv: statement.csv,
      dateOrder: statement.dateOrder ?? null,
      files: this.files,
    };
    return { kind: 'built', json: JSON.stringify(this.built) };
  }

  /** The answer's JSON written a slice of rows at a time: the whole answer is never held as objects. */
  private present(job: PresentJob): Extract<StatementReply, { kind: 'presented' }> {
    const preview = job.preview === 'built' ? this.built : (JSON.parse(job.preview.json) as StoredPreview);
    if (!preview) throw new Error('present before build: a lease builds its preview first');
    this.built = null;
    const { head, rowOf } = previewPresenter(
      { ...job.batch, source: null, preview },
      job.names,
      job.ruleNames,
      job.choices,
    );
    const validator = job.validate ? this.validator : null;
    if (job.validate && !validator)
      throw new Error('present asked for validation before statement-validation was loaded');
    validator?.head({ ...head, rows: [] });
    // The rows go last, so the head's JSON ends with the empty list they take the place of.
    const empty = JSON.stringify({ ...head, rows: [] });
    const answer = new Utf8Writer(empty.length + preview.rows.length * 600);
    answer.write(`${empty.slice(0, -'[]}'.length)}[`);
    for (let start = 0; start < preview.rows.length; start += ROWS_PER_SLICE) {
      const rows = preview.rows.slice(start, start + ROWS_PER_SLICE).map(rowOf);
      validator?.rows(rows);
      const slice = JSON.stringify(rows);
      if (start > 0) answer.write(',');
      answer.write(slice, 1, slice.length - 1);
    }
    answer.write(']}');
    return { kind: 'presented', bytes: answer.bytes(), total: head.counts.total, fileName: head.fileName };
  }
}

/**
 * UTF-8 bytes written piece by piece into one growing buffer: each slice of a long answer is encoded as
 * it is made and then dropped, instead of joined into one string of megabytes and encoded whole (three
 * copies of the answer at once).
 */
export class Utf8Writer {
  private buffer: Uint8Array<ArrayBuffer>;
  private length = 0;
  private readonly encoder = new TextEncoder();

  constructor(expectedBytes: number) {
    this.buffer = new Uint8Array(Math.max(1024, expectedBytes));
  }

  /** Writes `text`, or its characters from `start` up to `end`. */
  write(text: string, start = 0, end = text.length): void {
    let rest = start === 0 && end === text.length ? text : text.slice(start, end);
    for (;;) {
      const { read, written } = this.encoder.encodeInto(rest, this.buffer.subarray(this.length));
      this.length += written;
      if (read === rest.length) return;
      rest = rest.slice(read);
      // A UTF-16 unit takes at most three bytes.
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + rest.length * 3));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
  }

  /**
   * What was written. It is handed over with its buffer (replyTransfer): a buffer little larger than
   * what it holds goes as it is, a much larger one is copied to size first.
   */
  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.length - this.length > this.length / 4
      ? this.buffer.slice(0, this.length)
      : this.buffer.subarray(0, this.length);
  }
}
