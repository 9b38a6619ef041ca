import { apiRoutes, pathTo } from '@hearth/contract';
import type { StoreLocation } from './dataset.js';
import { percentile, type MeasuredCase } from './measure.js';
import { sampleMemory } from './memory.js';
import { Random } from './random.js';
import { startServer } from './server-process.js';
import type { CaseKind } from './targets.js';
import { requestTo, type ApiRequest } from './api-cases.js';

interface Tx {
  id: number;
  transactionDate: string;
  transactionTypeId: number;
  debitAccountId: number;
  creditAccountId: number;
  description: string;
  amount: number;
}

interface Envelope<T> {
  data: T;
  responseState: { description: string };
}

const PAYEES = [
  'EFTPOS WOOLWORTHS 1234 BONDI',
  'CARD COLES 0412 SYDNEY',
  'BPAY ORIGIN ENERGY',
  'NETFLIX.COM',
  'SHELL COLES EXPRESS',
  'DIRECT DEBIT GYM',
  'TFR TO SAVINGS',
  'UBER *TRIP',
  'CHEMIST WAREHOUSE 88',
  'BUNNINGS 311',
];

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const money = (cents: number) => (cents / 100).toFixed(2);

/** A CSV statement: rows copied from existing transactions of the account (already present) and new ones. */
function statement(accountId: number, present: Tx[], fresh: number, random: Random, days: string[]): string {
  const lines = present.map((tx) => {
    const cents = Math.round(tx.amount * 100);
    return {
      date: tx.transactionDate,
      amount: tx.debitAccountId === accountId ? -cents : cents,
      text: tx.description || 'CARD PURCHASE',
    };
  });
  for (let i = 0; i < fresh; i += 1) {
    lines.push({
      date: days[random.int(0, days.length - 1)] as string,
      amount: -random.int(100, 25_000) - i,
      text: `${PAYEES[i % PAYEES.length]} ${random.int(1000, 9999)}`,
    });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  return `Date,Description,Amount\n${lines.map((line) => `${dmy(line.date)},"${line.text.replace(/"/g, "'")}",${money(line.amount)}`).join('\n')}\n`;
}

export interface ImportRun {
  results: MeasuredCase[];
  /** RSS of the server that served the imports, at its largest. */
  peakRssMb: number;
}

/**
 * The import cases, on a copy of the data set served by a second server, so that the thousands of
 * transactions they record do not change the data set the other cases (and later runs) read: a
 * 10,000-row CSV read, ruled, matched and previewed, then confirmed; and 1,000 rows of which 500 are
 * already in the ledger, previewed and confirmed. Previews are held to the limit of their confirmation.
 */
export async function importCases(
  copy: StoreLocation,
  port: number,
  login: { email: string; password: string },
  log: (result: MeasuredCase) => void,
): Promise<ImportRun> {
  const server = await startServer({ ...copy, port, webDist: null });
  const memory = sampleMemory(server.pid);
  try {
    const base = server.baseUrl;
    const token = (
      (await (
        await fetch(`${base}${pathTo(apiRoutes.auth.signIn)}`, {
          method: apiRoutes.auth.signIn.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: login.email, password: login.password }),
        })
      ).json()) as Envelope<{ token: string }>
    ).data.token;
    const call = async <T>({ method, url }: ApiRequest, body?: unknown, form?: FormData): Promise<T> => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (!form && body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${base}${url}`, {
        method,
        headers,
        ...(form ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Envelope<T>;
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.responseState.description}`);
      return json.data;
    };
    const accounts = await call<{ id: number; name: string }[]>(requestTo(apiRoutes.accounts.list), {
      FilterAccountType: 1,
    });
    const everyday = (accounts.find((account) => account.name === 'Everyday Account') as { id: number }).id;
    const subcategories = (
      await call<{ subcategories: { id: number }[] }[]>(requestTo(apiRoutes.categories.list))
    ).flatMap((category) => category.subcategories);
    for (const [index, payee] of PAYEES.entries()) {
      await call(requestTo(apiRoutes.imports.saveRule), {
        name: `Bench ${index}`,
        matchKind: index % 2 ? 'startsWith' : 'contains',
        matchText: payee.split(' ').slice(0, 2).join(' '),
        subCategoryId: subcategories[index % subcategories.length]?.id,
      });
    }
    // As the import page does when it opens: a statement worker is started and warmed before the first file.
    await call(requestTo(apiRoutes.imports.warm), {});
    const random = new Random(20261124);
    const run = async (
      rows: string,
    ): Promise<{ preview: number; confirm: number; created: number; linked: number }> => {
      const form = new FormData();
      form.append('accountId', String(everyday));
      form.append('formFile', new Blob([rows], { type: 'text/csv' }), 'statement.csv');
      let started = performance.now();
      const preview = await call<{ importId: string }>(
        requestTo(apiRoutes.imports.preview, { id: everyday }),
        undefined,
        form,
      );
      const previewMs = performance.now() - started;
      started = performance.now();
      const result = await call<{ created: number; linked: number }>(
        requestTo(apiRoutes.imports.confirm, { importId: preview.importId }),
        {},
      );
      return {
        preview: previewMs,
        confirm: performance.now() - started,
        created: result.created,
        linked: result.linked,
      };
    };
    const page = async (offset: number, count: number) =>
      call<Tx[]>(requestTo(apiRoutes.transactions.list), {
        accountId: everyday,
        historicDaysFromNow: 1800,
        limitResultCount: count,
        offset,
      });
    const results: MeasuredCase[] = [];
    const record = (name: string, kind: CaseKind, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const result = {
        name,
        kind,
        iterations: times.length,
        medianMs: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
      };
      results.push(result);
      log(result);
    };

    // Read before any import records rows among them, which would move the later pages.
    const largePages = [await page(2000, 1000), await page(3000, 1000), await page(4000, 1000)];
    const smallPages: Tx[][] = [];
    for (let i = 0; i < 10; i += 1) smallPages.push(await page(6000 + i * 500, 500));
    if ([...largePages, ...smallPages].some((rows) => rows.length === 0)) {
      throw new Error(
        'The import cases read up to 11,000 transactions of the everyday account: the data set needs about 20,000 transactions or more',
      );
    }

    const large = { preview: [] as number[], confirm: [] as number[] };
    for (const present of largePages) {
      const days = present.map((tx) => tx.transactionDate);
      const outcome = await run(statement(everyday, present, 9000, random, days));
      large.preview.push(outcome.preview);
      large.confirm.push(outcome.confirm);
    }
    record('import 10,000-row CSV: read, rules, match, preview', 'import-large', large.preview);
    record('import 10,000-row CSV: confirm', 'import-large', large.confirm);

    const small = { preview: [] as number[], confirm: [] as number[] };
    for (const present of smallPages) {
      const outcome = await run(
        statement(
          everyday,
          present,
          500,
          random,
          present.map((tx) => tx.transactionDate),
        ),
      );
      small.preview.push(outcome.preview);
      small.confirm.push(outcome.confirm);
      if (outcome.linked < 450) throw new Error(`Only ${outcome.linked} of 500 rows already present were matched`);
    }
    record('import 1,000 rows (500 present): preview', 'import-small', small.preview);
    record('import 1,000 rows (500 present): confirm', 'import-small', small.confirm);
    return { results, peakRssMb: memory.stop().peakMb };
  } finally {
    memory.stop(); // when a case failed before
    await server.stop();
  }
}
