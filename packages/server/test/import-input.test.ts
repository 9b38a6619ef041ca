import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, proposals, refusal, sendStatement, statementForm } from './import-helpers.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp } from './users.js';
import { requestTo } from './api-request.js';

const CSV = 'Date,Details,Amount\n2026-03-03,Corner Shop,-12.50\n2026-03-04,Salary,2000.00\n';
const MISSING_IMPORT = '3f1b9a52-6c1e-4f1a-9a3e-2b7c5d8e9f01';

describe.each(testDialects())('import input, isolation and layouts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  it('refuses bad uploads with a description, and says the size bound', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop');
    const inactive = await createBank(user, 'Old', 0, { isActive: false });
    // One after another, as a person would send them: a family reads at most two files at once (import-limits.test.ts).
    const cases = [
      [
        () => sendStatement(user, bank, 'a.csv', CSV, { accountId: String(shop) }),
        400,
        `accountId: the form names account ${shop}, but the address names account ${bank}.`,
      ],
      [
        () => sendStatement(user, shop, 'a.csv', CSV),
        400,
        'Statements are imported into a bank account; Shop is a third party.',
      ],
      [
        () => sendStatement(user, inactive, 'a.csv', CSV),
        400,
        'Old is inactive: make it active before importing into it.',
      ],
      [() => sendStatement(user, 99999999, 'a.csv', CSV), 404, 'Account not found.'],
      [() => sendStatement(user, bank, 'a.csv', ''), 400, 'The file is empty.'],
      [
        () => sendStatement(user, bank, 'a.csv', 'Date,Details,Amount\n2026-03-03,Shop,abc\n'),
        400,
        'No row of the file could be read. Line 2: "abc" in the Amount column is not an amount with a decimal point (not a number).',
      ],
      [
        () => sendStatement(user, bank, 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a')),
        413,
        'The file is too large: an import file can be at most 5 MB. Export a shorter period.',
      ],
      [
        () =>
          user.inject({
            ...requestTo(apiRoutes.imports.preview, { id: bank }),
            ...statementForm('a.csv', CSV, {}),
            payload: Buffer.from(
              `------hearth-import-boundary\r\nContent-Disposition: form-data; name="accountId"\r\n\r\n${bank}\r\n------hearth-import-boundary--\r\n`,
            ),
          }),
        400,
        'File: choose a bank file to upload.',
      ],
      [
        () => user.inject({ ...requestTo(apiRoutes.imports.preview, { id: bank }), payload: { formFile: 'x' } }),
        406,
        'Send the file as multipart/form-data.',
      ],
      [
        () => user.inject(requestTo(apiRoutes.imports.preview, { id: 'abc' })),
        400,
        'The record number in the address must be a number.',
      ],
      [
        () => user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId: 'not-an-id' }), payload: {} }),
        400,
        'Import in the address must be the id of an import.',
      ],
      [
        () =>
          user.inject({
            ...requestTo(apiRoutes.imports.confirm, { importId: MISSING_IMPORT }),
            payload: { rows: [{ rowNumber: 0, action: 'create' }] },
          }),
        400,
        'Row number of line 1 must be 1 or more.',
      ],
    ] as const;
    for (const [send, status, description] of cases) {
      const outcome = refusal(await send());
      expect(outcome, description).toEqual({ status, description });
    }
  });

  it('treats another family’s account, import, rule and transaction exactly as missing ones', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const bank = await createBank(owner, 'Everyday');
    const shop = await createThirdParty(owner, 'Shop');
    const preview = await previewOf(owner, bank, 'a.csv', CSV);
    const rule = await call<{ id: number }>(owner, requestTo(apiRoutes.imports.saveRule), {
      name: 'Shop',
      matchKind: 'contains',
      matchText: 'shop',
      accountId: shop,
    });
    const tx = await record(owner, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 1 }] });
    const cases = [
      {
        request: (id: string | number) => ({
          ...requestTo(apiRoutes.imports.preview, { id }),
          ...statementForm('a.csv', CSV, { accountId: String(id) }),
        }),
        foreignId: bank,
        missingId: 99999999,
      },
      {
        request: (id: string | number) => requestTo(apiRoutes.imports.get, { importId: id }),
        foreignId: preview.importId,
        missingId: MISSING_IMPORT,
      },
      {
        request: (id: string | number) => ({ ...requestTo(apiRoutes.imports.confirm, { importId: id }), payload: {} }),
        foreignId: preview.importId,
        missingId: MISSING_IMPORT,
      },
      {
        request: (id: string | number) => ({
          ...requestTo(apiRoutes.imports.layout, { importId: id }),
          payload: { layout: preview.csv?.layout },
        }),
        foreignId: preview.importId,
        missingId: MISSING_IMPORT,
      },
      {
        request: (id: string | number) => requestTo(apiRoutes.imports.discard, { importId: id }),
        foreignId: preview.importId,
        missingId: MISSING_IMPORT,
      },
      {
        request: (id: string | number) => requestTo(apiRoutes.imports.removeRule, { id }),
        foreignId: rule.id,
        missingId: 99999999,
      },
      {
        request: (id: string | number) => ({
          ...requestTo(apiRoutes.imports.saveRule),
          payload: {
            id,
            name: 'X',
            matchKind: 'contains',
            matchText: 'x',
            tagIds: [],
            budgetId: null,
            accountId: null,
            subCategoryId: null,
            direction: null,
            position: null,
            minAmount: null,
            maxAmount: null,
          },
        }),
        foreignId: rule.id,
        missingId: 99999999,
      },
      {
        request: (id: string | number) => ({
          ...requestTo(apiRoutes.imports.applyRule, { id }),
          payload: { transactionIds: [1] },
        }),
        foreignId: rule.id,
        missingId: 99999999,
      },
      {
        request: (id: string | number) => requestTo(apiRoutes.transactions.unlock, { id }),
        foreignId: tx.id,
        missingId: 99999999,
      },
    ];
    for (const isolation of cases) await expectFamilyIsolation({ stranger, ...isolation });
    // The owner's preview is still there after the stranger's attempts.
    expect((await owner.inject(requestTo(apiRoutes.imports.get, { importId: preview.importId }))).statusCode).toBe(200);
  });

  it('reads a CSV again with the columns chosen, and remembers them for the account', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Card');
    const text = 'Date,Details,Amount,Note\n05/03/2026,Coffee,4.50,cafe\n06/03/2026,Lunch,12.00,work\n';
    const preview = await previewOf(user, bank, 'card.csv', text);
    expect(preview.rows.map((row) => [row.importedTransaction.date, row.importedTransaction.direction])).toEqual([
      ['2026-03-05', 'in'],
      ['2026-03-06', 'in'],
    ]);
    const layout = { ...preview.csv?.layout, dateOrder: 'MDY', invertAmounts: true, descriptionColumns: [1, 3] };
    const changed = await user.inject({
      ...requestTo(apiRoutes.imports.layout, { importId: preview.importId }),
      payload: { layout },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const relaid = changed.json().data;
    expect(relaid.importId).toBe(preview.importId);
    expect(
      relaid.rows.map((row: { importedTransaction: { date: string; direction: string; description: string } }) =>
        Object.values(row.importedTransaction).slice(0, 4),
      ),
    ).toEqual([
      ['2026-05-03', 4.5, 'out', 'Coffee cafe'],
      ['2026-06-03', 12, 'out', 'Lunch work'],
    ]);
    const badLayout = await user.inject({
      ...requestTo(apiRoutes.imports.layout, { importId: preview.importId }),
      payload: { layout: { ...layout, dateOrder: 'DMY', dateColumn: 1 } },
    });
    expect(refusal(badLayout)).toEqual({
      status: 400,
      description:
        'No row of the file could be read. Line 2: "Coffee" in the Details column is not a date written day/month/year between 1900 and 2199; line 3: "Lunch" in the Details column is not a date written day/month/year between 1900 and 2199.',
    });
    const next = await previewOf(user, bank, 'card-april.csv', text);
    expect(next.csv?.layout).toMatchObject({ dateOrder: 'MDY', invertAmounts: true, descriptionColumns: [1, 3] });
    const ofx = await previewOf(user, bank, 'x.qif', '!Type:Bank\nD3/02/2026\nT-1.00\nPShop\n^\n');
    expect(
      refusal(
        await user.inject({ ...requestTo(apiRoutes.imports.layout, { importId: ofx.importId }), payload: { layout } }),
      ),
    ).toEqual({ status: 400, description: 'Columns are chosen for CSV files only; this file is QIF.' });
    expect((await user.inject(requestTo(apiRoutes.imports.discard, { importId: ofx.importId }))).statusCode).toBe(200);
    expect((await user.inject(requestTo(apiRoutes.imports.get, { importId: ofx.importId }))).statusCode).toBe(404);
  });

  it('lets a preview expire after a day', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const preview = await previewOf(user, bank, 'a.csv', CSV);
    t.clock.advance(25 * 3600 * 1000);
    user.token = await login(t, user.email, user.password);
    const response = await user.inject({
      ...requestTo(apiRoutes.imports.confirm, { importId: preview.importId }),
      payload: {},
    });
    expect(refusal(response)).toEqual({
      status: 404,
      description:
        'This import is not there any more: it was confirmed, discarded or has expired. Upload the file again.',
    });
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });

  it('confirms one of two previews of one statement confirmed at the same moment, and never half of both', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Corner Shop');
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 12.5 }], date: '2026-03-03' });
    for (let i = 0; i < 5; i += 1) {
      const text = `Date,Details,Amount\n2026-03-0${i + 1},Round ${i},-${i + 1}.00\n2026-03-03,Corner Shop,-12.50\n`;
      const [first, second] = [await previewOf(user, bank, 'a.csv', text), await previewOf(user, bank, 'a.csv', text)];
      const answers = await Promise.all(
        [first, second, first].map((preview) =>
          user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId: preview.importId }), payload: {} }),
        ),
      );
      const outcomes = answers.map(refusal);
      expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
      for (const outcome of outcomes.filter((o) => o.status !== 200)) {
        expect([400, 404]).toContain(outcome.status);
      }
    }
    const again = await previewOf(user, bank, 'a.csv', CSV);
    expect(proposals(again)[0]).toEqual(['reconciled', expect.any(Number), 'Corner Shop']);
    await confirmPreview(user, again.importId);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });
});
