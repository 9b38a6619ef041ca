import {
  MAX_APP_IMPORT_TRANSACTIONS,
  MAX_APP_IMPORT_UNPACKED_BYTES,
  SOURCE_APP_LABELS,
  type SourceAppId,
} from '@hearth/contract';
import { unzipSync } from 'fflate';
import { actualBook } from '../../domain/import/apps/actual-book.js';
import type { AppBook } from '../../domain/import/apps/app-book.js';
import { AppFileError } from '../../domain/import/apps/app-file-error.js';
import { fireflyBook } from '../../domain/import/apps/firefly-book.js';
import { ynabBook } from '../../domain/import/apps/ynab-book.js';
import { decodeText } from '../../domain/import/text-encoding.js';
import { readActualTables } from './actual-file.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const SQLITE = 'SQLite format 3\u0000';
/** The most files a zip may hold: an app's export holds a handful. */
const MAX_ZIP_ENTRIES = 200;

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const baseName = (name: string) => name.split('/').pop() ?? name;

/**
 * The zip's files, each checked against the limits before it is inflated: at most MAX_ZIP_ENTRIES,
 * together at most MAX_APP_IMPORT_UNPACKED_BYTES as the zip declares them, and fflate inflates each into
 * a buffer of its declared size, so a zip that lies about its sizes cannot grow past them.
 */
function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  let declared = 0;
  let entries = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        declared += file.originalSize;
        if (entries > MAX_ZIP_ENTRIES || declared > MAX_APP_IMPORT_UNPACKED_BYTES)
          throw new AppFileError(
            `The zip unpacks to more than ${MAX_APP_IMPORT_UNPACKED_BYTES / 1024 / 1024} MB or ${MAX_ZIP_ENTRIES} files: it is not an app's export.`,
          );
        return !file.name.endsWith('/') && !baseName(file.name).startsWith('.');
      },
    });
  } catch (error) {
    if (error instanceof AppFileError) throw error;
    throw new AppFileError('The zip file is damaged: it cannot be unpacked.');
  }
  return new Map(Object.entries(files).map(([name, data]) => [name, data]));
}

const textOf = (bytes: Uint8Array) => decodeText(bytes).text;

function findFile(files: Map<string, Uint8Array>, pattern: RegExp): [string, Uint8Array] | undefined {
  return [...files].find(([name]) => pattern.test(baseName(name)));
}

/** Which app a CSV file comes from, by its headings. */
function csvApp(text: string): SourceAppId | null {
  const head = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/\bjournal_id\b/.test(head) && /\bsource_name\b/.test(head)) return 'firefly';
  if (/"?Outflow"?/.test(head) && /"?Inflow"?/.test(head) && /"?Account"?/.test(head)) return 'ynab';
  return null;
}

const wrongApp = (chosen: SourceAppId, found: SourceAppId) =>
  new AppFileError(
    `This file is a ${SOURCE_APP_LABELS[found]} export, not a ${SOURCE_APP_LABELS[chosen]} one: choose ${SOURCE_APP_LABELS[found]}, or let Hearth tell.`,
  );

async function actualFromZip(files: Map<string, Uint8Array>): Promise<AppBook> {
  const database = findFile(files, /^db\.sqlite$/);
  if (!database) throw new AppFileError('This zip holds no db.sqlite: it is not an Actual Budget export.');
  const metadata = findFile(files, /^metadata\.json$/);
  let budgetName: string | null = null;
  if (metadata) {
    try {
      const parsed = JSON.parse(textOf(metadata[1])) as { budgetName?: unknown };
      budgetName = typeof parsed.budgetName === 'string' ? parsed.budgetName.slice(0, 200) : null;
    } catch {
      throw new AppFileError('The metadata.json of this Actual export is damaged.');
    }
  }
  return actualBook(await readActualTables(database[1], budgetName));
}

function ynabFromZip(files: Map<string, Uint8Array>): AppBook {
  const register = findFile(files, /Register\.(csv|tsv)$/i);
  if (!register) throw new AppFileError('This zip holds no Register file: it is not a YNAB export.');
  const plan = findFile(files, /(Plan|Budget)\.(csv|tsv)$/i);
  const name = /^(.*?)(?: as of .*)? - Register\.(csv|tsv)$/i.exec(baseName(register[0]))?.[1] ?? null;
  return ynabBook(textOf(register[1]), plan ? textOf(plan[1]) : null, name);
}

function detectedApp(bytes: Uint8Array, files: Map<string, Uint8Array> | null): SourceAppId | null {
  if (files) {
    if (findFile(files, /^db\.sqlite$/)) return 'actual';
    if (findFile(files, /Register\.(csv|tsv)$/i)) return 'ynab';
    const csv = [...files].find(([name]) => /\.csv$/i.test(name));
    return csv ? csvApp(textOf(csv[1])) : null;
  }
  if (Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE) return 'actual';
  return csvApp(textOf(bytes.subarray(0, 64 * 1024)));
}

/**
 * Reads an export into a book: an Actual zip (db.sqlite and metadata.json) or its bare db.sqlite, a YNAB
 * zip (Register and Plan files) or its bare register, a Firefly III CSV export (or a zip of one). The app
 * is told by the file; when the person chose one and the file is another app's, it is refused.
 */
export async function readAppExport(bytes: Uint8Array, chosen: SourceAppId | null): Promise<AppBook> {
  const files = startsWith(bytes, ZIP) ? unzip(bytes) : null;
  const app = detectedApp(bytes, files);
  if (!app)
    throw new AppFileError(
      'Hearth cannot tell which app made this file: send an Actual Budget export (.zip), a YNAB export (.zip or its Register.csv) or a Firefly III CSV export.',
    );
  if (chosen && chosen !== app) throw wrongApp(chosen, app);
  let book: AppBook;
  if (app === 'actual') book = files ? await actualFromZip(files) : actualBook(await readActualTables(bytes, null));
  else if (app === 'ynab') book = files ? ynabFromZip(files) : ynabBook(textOf(bytes), null, null);
  else {
    const csv = files ? [...files].find(([name]) => /\.csv$/i.test(name))?.[1] : bytes;
    book = fireflyBook(textOf(csv as Uint8Array));
  }
  if (book.transactions.length > MAX_APP_IMPORT_TRANSACTIONS)
    throw new AppFileError(
      `The export holds ${book.transactions.length} transactions; an import takes at most ${MAX_APP_IMPORT_TRANSACTIONS}.`,
    );
  return book;
}
