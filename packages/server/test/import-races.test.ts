import {
  apiRoutes,
  type CsvLayout,
  type CsvLayoutFile,
  type ImportPreview,
  type ImportRule,
  type SavedCsvLayout,
} from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_NOT_FOUND } from '../src/features/import/batches.js';
import {
  SAVED_LAYOUTS_PER_FAMILY,
  TOO_MANY_LAYOUTS,
  tooManyImportedLayouts,
} from '../src/features/import/saved-layouts.js';
import { previewOf, refusal } from './import-helpers.js';
import { call, createBank, createSubcategory } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

/** Five rows a new family has nothing to match with: each becomes a new transaction. */
const STATEMENT = `Date,Transaction Details,Debit,Credit,Balance
02/03/2026,Salary ACME PTY LTD,,"3,200.00",
03/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,87.65,,
04/03/2026,BPAY ORIGIN ENERGY 1029384,214.30,,
13/03/2026,EFTPOS COLES 77 BONDI,42.18,,
14/03/2026,Refund KMART 1043,,19.00,
`;
const AMOUNT_OF_ROW: Record<number, number> = { 1: 3200, 2: 87.65, 3: 214.3, 4: 42.18, 5: 19 };

const RULES_CHANGED = 'ruleIds: name every rule once; the rules have changed since they were shown, so reload them.';
const NO_SUCH_RULE = 'ruleIds: there is no such rule.';

/** Headers a client can make up: none of them may change whose limit a request counts against. */
const madeUp = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i}`,
  'x-real-ip': `203.0.113.${i}`,
  forwarded: `for=192.0.2.${i}`,
  'x-family-id': String(i),
});

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode).sort();
const descriptionOf = (response: LightMyRequestResponse) => response.json().responseState.description as string;

interface Booked {
  amount: number;
  subCategoryName: string | null;
}

describe.each(testDialects())('import writes under parallel requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  const rulesOf = (user: SignedInUser) => call<ImportRule[]>(user, requestTo(apiRoutes.imports.rules));
  const order = (user: SignedInUser, ruleIds: number[], headers = {}) =>
    user.inject({ ...requestTo(apiRoutes.imports.orderRules), payload: { ruleIds }, headers });
  const rotations = (ids: number[]) => ids.map((_, shift) => [...ids.slice(shift), ...ids.slice(0, shift)]);

  async function familyWithRules(count: number) {
    const user = await signUp(t);
    const { subcategoryId } = await createSubcategory(user, 'Shops', 'Groceries');
    const rule = (i: number) => ({
      name: `Rule ${i}`,
      matchKind: 'contains',
      matchText: `shop ${i}`,
      subCategoryId: subcategoryId,
      tagIds: [],
    });
    for (let i = 1; i <= count; i += 1) await call(user, requestTo(apiRoutes.imports.saveRule), rule(i));
    return { user, rule };
  }

  /** Positions 1…n over exactly the live rules. */
  function expectPermutation(rules: ImportRule[], liveIds: number[]) {
    expect(rules.map((rule) => rule.position)).toEqual(liveIds.map((_, index) => index + 1));
    expect(rules.map((rule) => rule.id).sort((a, b) => a - b)).toEqual([...liveIds].sort((a, b) => a - b));
  }

  it('keeps the rules a permutation under 20 parallel reorders, in two families at once', async () => {
    const mine = await familyWithRules(5);
    const theirs = await familyWithRules(4);
    const myIds = (await rulesOf(mine.user)).map((rule) => rule.id);
    const theirIds = (await rulesOf(theirs.user)).map((rule) => rule.id);
    const myOrders = [...rotations(myIds), ...rotations([...myIds].reverse())];
    const requested = Array.from({ length: 20 }, (_, i) => myOrders[i % myOrders.length] as number[]);
    const theirOrders = rotations(theirIds);

    const [answers, theirAnswers] = await Promise.all([
      Promise.all(requested.map((ids, i) => order(mine.user, ids, madeUp(i)))),
      Promise.all(Array.from({ length: 20 }, (_, i) => order(theirs.user, theirOrders[i % 4] as number[]))),
    ]);
    expect(statuses(answers)).toEqual(Array(20).fill(200));
    expect(statuses(theirAnswers)).toEqual(Array(20).fill(200));
    expect(descriptionOf(answers[0] as LightMyRequestResponse)).toBe('The order of the rules was saved.');

    const after = await rulesOf(mine.user);
    expectPermutation(after, myIds);
    // The last reorder wins whole: the order is one that was asked for, not a mix of two.
    expect(requested.map((ids) => ids.join())).toContain(after.map((rule) => rule.id).join());
    const theirsAfter = await rulesOf(theirs.user);
    expectPermutation(theirsAfter, theirIds);
    expect(theirOrders.map((ids) => ids.join())).toContain(theirsAfter.map((rule) => rule.id).join());
  });

  it('refuses a reorder that raced a rule created or deleted with a 400 that says to reload, never a broken order', async () => {
    const { user, rule } = await familyWithRules(5);
    const ids = (await rulesOf(user)).map((r) => r.id);
    const deleted = ids[2] as number;
    const reorders = rotations(ids).flatMap((ids) => [ids, [...ids].reverse()]);
    const answers = await Promise.all([
      ...reorders.slice(0, 5).map((ids) => order(user, ids)),
      user.inject({ ...requestTo(apiRoutes.imports.saveRule), payload: rule(6) }),
      ...reorders.slice(5).map((ids) => order(user, ids)),
      user.inject(requestTo(apiRoutes.imports.removeRule, { id: deleted })),
    ]);
    const created = answers[5] as LightMyRequestResponse;
    const removed = answers[answers.length - 1] as LightMyRequestResponse;
    expect(created.statusCode, created.body).toBe(200);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const answer of answers.filter((a) => a !== created && a !== removed)) {
      if (answer.statusCode === 200) continue;
      expect(refusal(answer)).toMatchObject({ status: 400 });
      expect([RULES_CHANGED, NO_SUCH_RULE]).toContain(descriptionOf(answer));
    }

    const live = [...ids.filter((id) => id !== deleted), (created.json().data as ImportRule).id];
    const after = await rulesOf(user);
    expectPermutation(after, live);
    // The order stays one a person can still change: every live rule named once is taken.
    const reversed = after.map((r) => r.id).reverse();
    expect((await order(user, reversed)).statusCode).toBe(200);
    expect((await rulesOf(user)).map((r) => r.id)).toEqual(reversed);
  });

  async function importer() {
    const user = await signUp(t);
    const subcategories: Record<number, number> = {};
    for (let row = 1; row <= 5; row += 1)
      subcategories[row] = (await createSubcategory(user, `Race ${row}`, `Row ${row}`)).subcategoryId;
    const statement = async (name: string) => {
      const bank = await createBank(user, name);
      return { bank, preview: await previewOf(user, bank, `${name}.csv`, STATEMENT) };
    };
    return { user, subcategories, statement };
  }

  const choose = (user: SignedInUser, importId: string, rows: object[], headers = {}) =>
    user.inject({ ...requestTo(apiRoutes.imports.saveChoices, { importId }), payload: { rows }, headers });
  const confirm = (user: SignedInUser, importId: string) =>
    user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId }), payload: { rows: [] } });
  const booked = (user: SignedInUser, bank: number) =>
    call<Booked[]>(user, requestTo(apiRoutes.transactions.search), { accountId: bank });
  const previewNow = (user: SignedInUser, importId: string) =>
    call<ImportPreview>(user, requestTo(apiRoutes.imports.get, { importId }));

  it('keeps every one of parallel choices on different rows, and one of two on the same row', async () => {
    const mine = await importer();
    const theirs = await importer();
    const { preview } = await mine.statement('Everyday');
    const { preview: theirPreview } = await theirs.statement('Everyday');
    expect(preview.rows.map((row) => row.action)).toEqual(Array(5).fill('create'));

    const rows = [1, 2, 3, 4, 5];
    const pick = (row: number, subCategoryId: number | undefined) => [
      { rowNumber: row, action: 'create', subCategoryId },
    ];
    const [answers, theirAnswers] = await Promise.all([
      Promise.all(
        rows.map((row) => choose(mine.user, preview.importId, pick(row, mine.subcategories[row]), madeUp(row))),
      ),
      Promise.all(
        rows.map((row) => choose(theirs.user, theirPreview.importId, pick(row, theirs.subcategories[6 - row]))),
      ),
    ]);
    expect(statuses(answers)).toEqual(Array(5).fill(200));
    expect(statuses(theirAnswers)).toEqual(Array(5).fill(200));
    const kept = (await previewNow(mine.user, preview.importId)).choices;
    expect(kept.map((choice) => [choice.rowNumber, choice.subCategoryId])).toEqual(
      rows.map((row) => [row, mine.subcategories[row]]),
    );
    const theirsKept = (await previewNow(theirs.user, theirPreview.importId)).choices;
    expect(theirsKept.map((choice) => [choice.rowNumber, choice.subCategoryId])).toEqual(
      rows.map((row) => [row, theirs.subcategories[6 - row]]),
    );

    // Two choices for row 1 at once: the one written last is kept, whole.
    const both = await Promise.all([
      choose(mine.user, preview.importId, pick(1, mine.subcategories[4])),
      choose(mine.user, preview.importId, pick(1, mine.subcategories[5])),
    ]);
    expect(statuses(both)).toEqual([200, 200]);
    const row1 = (await previewNow(mine.user, preview.importId)).choices.find((choice) => choice.rowNumber === 1);
    expect([mine.subcategories[4], mine.subcategories[5]]).toContain(row1?.subCategoryId);
  });

  it('books every choice kept before a parallel confirmation, refuses those after it, and books each row once', async () => {
    const mine = await importer();
    const theirs = await importer();
    const { bank, preview } = await mine.statement('Everyday');
    const { bank: theirBank, preview: theirPreview } = await theirs.statement('Everyday');
    const rows = [1, 2, 3, 4, 5];
    const pick = (row: number, subcategories: Record<number, number>) =>
      choose(mine.user, preview.importId, [{ rowNumber: row, action: 'create', subCategoryId: subcategories[row] }]);
    const [answers, theirConfirmation] = await Promise.all([
      Promise.all([
        ...rows.slice(0, 2).map((row) => pick(row, mine.subcategories)),
        confirm(mine.user, preview.importId),
        confirm(mine.user, preview.importId),
        ...rows.slice(2).map((row) => pick(row, mine.subcategories)),
      ]),
      confirm(theirs.user, theirPreview.importId),
    ]);
    const confirmations = answers.slice(2, 4);
    const choices = [...answers.slice(0, 2), ...answers.slice(4)];
    expect(statuses(confirmations)).toEqual([200, 404]);
    for (const answer of [...confirmations, ...choices].filter((a) => a.statusCode !== 200))
      expect(refusal(answer)).toEqual({ status: 404, description: IMPORT_NOT_FOUND });

    const transactions = await booked(mine.user, bank);
    expect(transactions.map((tx) => tx.amount).sort((a, b) => a - b)).toEqual([19, 42.18, 87.65, 214.3, 3200]);
    for (const [index, answer] of choices.entries()) {
      const row = rows[index] as number;
      const tx = transactions.find((found) => found.amount === AMOUNT_OF_ROW[row]);
      // A choice answered 200 was written before the confirmation read the preview, so it is booked.
      if (answer.statusCode === 200) expect(tx?.subCategoryName).toBe(`Row ${row}`);
      else expect(tx?.subCategoryName).not.toBe(`Row ${row}`);
    }
    expect(theirConfirmation.statusCode, theirConfirmation.body).toBe(200);
    expect(await booked(theirs.user, theirBank)).toHaveLength(5);
  });

  it('lets one of a confirmation and a discard of the same preview through, and books nothing twice', async () => {
    const mine = await importer();
    for (const name of ['First', 'Second', 'Third']) {
      const { bank, preview } = await mine.statement(name);
      const answers = await Promise.all([
        confirm(mine.user, preview.importId),
        mine.user.inject(requestTo(apiRoutes.imports.discard, { importId: preview.importId })),
        confirm(mine.user, preview.importId),
        choose(mine.user, preview.importId, [{ rowNumber: 2, action: 'skip' }]),
      ]);
      const [first, discard, second, choice] = answers;
      expect(statuses([first, discard, second])).toEqual([200, 404, 404]);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expect(refusal(answer)).toEqual({ status: 404, description: IMPORT_NOT_FOUND });
      const confirmed = first.statusCode === 200 || second.statusCode === 200;
      const skipped = choice.statusCode === 200;
      expect(await booked(mine.user, bank)).toHaveLength(confirmed ? (skipped ? 4 : 5) : 0);
    }
  });

  async function layoutOf(user: SignedInUser): Promise<{ layout: CsvLayout; headings: string[] }> {
    const bank = await createBank(user, 'Layouts');
    const preview = await previewOf(user, bank, 'layout.csv', STATEMENT);
    return { layout: preview.csv?.layout as CsvLayout, headings: preview.csv?.headings ?? [] };
  }
  const saveLayout = (user: SignedInUser, body: object, headers = {}) =>
    user.inject({ ...requestTo(apiRoutes.imports.saveLayout), payload: body, headers });
  const layoutsOf = (user: SignedInUser) => call<SavedCsvLayout[]>(user, requestTo(apiRoutes.imports.layouts));

  it('saves one layout of a name saved ten times at once, the last one whole', async () => {
    const user = await signUp(t);
    const { layout, headings } = await layoutOf(user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        saveLayout(user, { name: 'Everyday bank', headings: [...headings, `Extra ${i}`], layout }),
      ),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(200));
    expect(descriptionOf(answers[0] as LightMyRequestResponse)).toBe('The layout Everyday bank was saved.');
    const saved = await layoutsOf(user);
    expect(saved.map((entry) => entry.name)).toEqual(['Everyday bank']);
    expect(Array.from({ length: 10 }, (_, i) => `Extra ${i}`)).toContain(saved[0]?.headings.at(-1));
  });

  it(`holds the family's limit of ${SAVED_LAYOUTS_PER_FAMILY} saved layouts under 30 parallel saves behind made-up headers, another family saving at once`, async () => {
    const user = await signUp(t);
    const neighbour = await signUp(t);
    const { layout, headings } = await layoutOf(user);
    const file = (names: string[]): CsvLayoutFile => ({
      format: 'hearth-csv-layouts',
      version: 1,
      layouts: names.map((name) => ({ name, headings, layout })),
    });
    const start = SAVED_LAYOUTS_PER_FAMILY - 15;
    await call(
      user,
      requestTo(apiRoutes.imports.importLayouts),
      file(Array.from({ length: start }, (_, i) => `Kept ${i}`)),
    );

    const [answers, theirAnswers] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, (_, i) => saveLayout(user, { name: `New ${i}`, headings, layout }, madeUp(i))),
      ),
      Promise.all(
        Array.from({ length: 30 }, (_, i) => saveLayout(neighbour, { name: `Theirs ${i}`, headings, layout })),
      ),
    ]);
    expect(statuses(answers)).toEqual([...Array(15).fill(200), ...Array(15).fill(400)]);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(refusal(answer)).toEqual({ status: 400, description: TOO_MANY_LAYOUTS });
    expect(await layoutsOf(user)).toHaveLength(SAVED_LAYOUTS_PER_FAMILY);
    expect(statuses(theirAnswers)).toEqual(Array(30).fill(200));
    expect(await layoutsOf(neighbour)).toHaveLength(30);

    // A full family still replaces a layout it has; a file that adds one more is refused whole.
    expect((await saveLayout(user, { name: 'Kept 0', headings: ['Changed'], layout })).statusCode).toBe(200);
    const refused = await user.inject({
      ...requestTo(apiRoutes.imports.importLayouts),
      payload: file(['Kept 1', 'One too many']),
    });
    expect(refusal(refused)).toEqual({
      status: 400,
      description: tooManyImportedLayouts(1, SAVED_LAYOUTS_PER_FAMILY),
    });
    expect((await layoutsOf(user)).map((entry) => entry.name)).not.toContain('One too many');
  });

  it('exports whole layouts while they are deleted, and deletes each once', async () => {
    const user = await signUp(t);
    const { layout, headings } = await layoutOf(user);
    const names = Array.from({ length: 8 }, (_, i) => `Layout ${i}`);
    for (const name of names) await call(user, requestTo(apiRoutes.imports.saveLayout), { name, headings, layout });
    const saved = await layoutsOf(user);
    const remove = (id: number) => user.inject(requestTo(apiRoutes.imports.removeLayout, { id }));
    const exportNow = () => user.inject(requestTo(apiRoutes.imports.exportLayouts));

    const answers = await Promise.all([
      ...saved.flatMap((entry) => [remove(entry.id), exportNow()]),
      remove((saved[0] as SavedCsvLayout).id),
    ]);
    const removals = answers.filter((_, index) => index % 2 === 0);
    expect(statuses(removals)).toEqual([...Array(8).fill(200), 404]);
    expect(refusal(removals.find((a) => a.statusCode === 404) as LightMyRequestResponse)).toEqual({
      status: 404,
      description: 'Layout not found.',
    });
    for (const exported of answers.filter((_, index) => index % 2 === 1)) {
      expect(exported.statusCode, exported.body).toBe(200);
      const file = exported.json().data as CsvLayoutFile;
      for (const entry of file.layouts) {
        expect(names).toContain(entry.name);
        expect(entry).toEqual({ name: entry.name, headings, layout });
      }
    }
    expect(await layoutsOf(user)).toEqual([]);
  });
});
