import { apiRoutes } from '@hearth/contract';
import type { Dialect } from '../src/db/database.js';
import { requestTo } from './api-request.js';
import { insertPayments } from './bulk-ledger.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { familyIdOf } from './ledger-integrity.js';
import { createTestApp, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

/** The day the search tests run on: every transaction of the family is dated before it. */
const TODAY = '2026-11-24';

export interface SearchFamilyInput {
  /** How many payments of $1.00, "Bulk payment 1" … "Bulk payment n", spread over 2026 up to 31 Oct. */
  bulkPayments: number;
  /** The third party they all pay. */
  shopName: string;
  /** Payments recorded through the API after the bulk ones, in November. */
  later: { amount: number; date: string; description?: string }[];
  /** A payment recorded on 23 Nov and deleted: no search may answer it. */
  deleted: { amount: number; description?: string };
}

export interface SearchFamily {
  t: TestApp;
  user: SignedInUser;
  familyId: number;
}

/**
 * An application on `dialect` whose clock says 24 Nov 2026 (UTC), with one family of many transactions to
 * search: read page by page, a search must answer exactly what `newestFirst` counts out of the raw rows.
 */
export async function searchFamily(dialect: Dialect, input: SearchFamilyInput): Promise<SearchFamily> {
  const t = await createTestApp(dialect);
  t.clock.now = new Date(`${TODAY}T12:00:00Z`);
  const user = await signUp(t, { timezoneId: 'UTC' });
  const bank = await createBank(user, 'Everyday', 100);
  const shop = await createThirdParty(user, input.shopName);
  await insertPayments(t, {
    debitAccountId: bank,
    creditAccountId: shop,
    count: input.bulkPayments,
    firstDate: '2026-01-01',
    lastDate: '2026-10-31',
  });
  const pay = ({ amount, ...rest }: { amount: number; date: string; description?: string }) =>
    record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount }], ...rest });
  for (const payment of input.later) await pay(payment);
  const deleted = await pay({ ...input.deleted, date: '2026-11-23' });
  await call(user, requestTo(apiRoutes.transactions.remove, { id: deleted.id }));
  return { t, user, familyId: await familyIdOf(t, user.email) };
}

export interface SearchedRow {
  id: number;
  amount: number;
  description: string;
}

/**
 * The ids of one page of the family's live transactions that `matches`, by brute force: newest first. The
 * page is the one a search with `filter` asks for.
 */
export async function newestFirst(
  family: SearchFamily,
  matches: (row: SearchedRow) => boolean,
  filter: { offset?: number; limitResultCount?: number; [field: string]: unknown },
): Promise<number[]> {
  const rows = await family.t.deps.db.kysely
    .selectFrom('transactions')
    .select(['id', 'transaction_date', 'amount', 'description'])
    .where('family_id', '=', family.familyId)
    .where('is_deleted', '=', 0)
    .execute();
  const offset = filter.offset ?? 0;
  return rows
    .filter((row) => matches({ id: row.id, amount: Number(row.amount), description: row.description }))
    .sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id)
    .slice(offset, offset + (filter.limitResultCount ?? 100))
    .map((row) => row.id);
}
