import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, proposals, refusal, sendStatement } from './import-helpers.js';
import { balanceOf, call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../src/domain/import/fixtures', name));

const STATEMENT = `Date,Transaction Details,Debit,Credit,Balance
02/03/2026,Salary ACME PTY LTD,,"3,200.00",
03/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,87.65,,
04/03/2026,BPAY ORIGIN ENERGY 1029384,214.30,,
13/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,42.18,,
14/03/2026,Refund KMART 1043,,19.00,
`;

interface Household {
  user: SignedInUser;
  bank: number;
  woolworths: number;
  acme: number;
  groceries: number;
  existing: number[];
}

describe.each(testDialects())('bank-file import on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  async function household(): Promise<Household> {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 1000);
    const { subcategoryId: groceries } = await createSubcategory(user, 'Food', 'Groceries');
    const woolworths = await createThirdParty(user, 'Woolworths', { defaultSubCategoryId: groceries });
    const acme = await createThirdParty(user, 'Acme');
    const existing = [
      (
        await record(user, {
          debitAccountId: bank,
          creditAccountId: woolworths,
          lines: [{ amount: 87.65, subCategoryId: groceries }],
          date: '2026-03-02',
        })
      ).id,
      (
        await record(user, {
          debitAccountId: acme,
          creditAccountId: bank,
          lines: [{ amount: 3200 }],
          date: '2026-03-02',
          typeId: 2,
        })
      ).id,
      (
        await record(user, {
          debitAccountId: bank,
          creditAccountId: woolworths,
          lines: [{ amount: 42.18 }],
          date: '2026-03-13',
        })
      ).id,
    ];
    return { user, bank, woolworths, acme, groceries, existing };
  }

  it('previews a statement against the ledger, confirms it, and then finds nothing new in it', async () => {
    const h = await household();
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    expect(preview).toMatchObject({
      accountId: h.bank,
      accountName: 'Everyday',
      fileName: 'march.csv',
      format: 'CSV',
      dateFrom: '2026-03-02',
      dateTo: '2026-03-14',
    });
    expect(preview.counts).toEqual({ total: 5, reconciled: 0, match: 3, create: 2, skip: 0 });
    expect(proposals(preview)).toEqual([
      ['match', h.existing[1], 'Acme'],
      ['match', h.existing[0], 'Woolworths'],
      ['create', null, 'ORIGIN ENERGY'],
      ['match', h.existing[2], 'Woolworths'],
      ['create', null, 'KMART'],
    ]);
    const woolworthsRow = preview.rows[1];
    expect(woolworthsRow).toMatchObject({
      matchedBy: 'payee',
      rawData: '03/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,87.65,,',
      line: 3,
    });
    expect(woolworthsRow?.importedTransaction).toMatchObject({
      amount: 87.65,
      direction: 'out',
      transactionTypeId: 1,
      subCategoryName: 'Food - Groceries',
    });
    expect(woolworthsRow?.matchedTransaction).toMatchObject({
      id: h.existing[0],
      date: '2026-03-02',
      amount: 87.65,
      direction: 'out',
      counterpartyName: 'Woolworths',
      isReconciled: false,
    });
    expect(preview.csv?.headings).toEqual(['Date', 'Transaction Details', 'Debit', 'Credit', 'Balance']);

    const result = await confirmPreview(h.user, preview.importId, [
      { rowNumber: 3, action: 'create', counterpartyName: 'Origin Energy' },
    ]);
    expect(result).toEqual({
      accountId: h.bank,
      linked: 3,
      created: 2,
      alreadyReconciled: 0,
      skipped: 0,
      thirdPartiesCreated: 2,
      dateFrom: '2026-03-02',
      dateTo: '2026-03-14',
    });
    expect(await balanceOf(h.user, h.bank)).toBe(3874.87);
    const linked = await call<{ isReconciled: boolean; description: string }>(
      h.user,
      requestTo(apiRoutes.transactions.get, { id: h.existing[0] as number }),
    );
    expect(linked).toMatchObject({ isReconciled: true, description: '' });
    const created = await call<
      { isReconciled: boolean; creditAccountName: string; transactionTypeId: number; description: string }[]
    >(h.user, requestTo(apiRoutes.transactions.search), { exactValue: 214.3 });
    expect(created).toMatchObject([
      {
        isReconciled: true,
        creditAccountName: 'Origin Energy',
        transactionTypeId: 1,
        description: 'BPAY ORIGIN ENERGY 1029384',
      },
    ]);
    expect(
      (await h.user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId: preview.importId }), payload: {} }))
        .statusCode,
    ).toBe(404);

    const again = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    expect(again.counts).toEqual({ total: 5, reconciled: 5, match: 0, create: 0, skip: 0 });
    expect(await confirmPreview(h.user, again.importId)).toMatchObject({ linked: 0, created: 0, alreadyReconciled: 5 });

    const april = await previewOf(
      h.user,
      h.bank,
      'april.csv',
      'Date,Transaction Details,Debit,Credit\n04/04/2026,BPAY ORIGIN ENERGY 1029384,198.10,\n',
    );
    expect(proposals(april)).toEqual([['create', null, 'Origin Energy']]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it('keeps identical rows of one day apart, pairing each with its own transaction', async () => {
    const h = await household();
    const shop = await createThirdParty(h.user, 'Starbucks');
    const coffee = (
      await record(h.user, {
        debitAccountId: h.bank,
        creditAccountId: shop,
        lines: [{ amount: 4.75 }],
        date: '2026-03-16',
      })
    ).id;
    const preview = await previewOf(h.user, h.bank, 'statement.ofx', fixture('statement-v1.ofx'));
    expect(preview.format).toBe('OFX 1 (SGML)');
    expect(proposals(preview).slice(3)).toEqual([
      ['match', coffee, 'Starbucks'],
      ['create', null, 'Starbucks'],
    ]);
    expect(preview.rows[3]?.importedTransaction.bankId).toBe('202603160001');
    const result = await confirmPreview(h.user, preview.importId);
    expect(result).toMatchObject({ linked: 1, created: 4 });
    const again = await previewOf(h.user, h.bank, 'statement.ofx', fixture('statement-v1.ofx'));
    expect(again.counts).toMatchObject({ reconciled: 5, create: 0 });
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it('takes the choices made on the preview: another candidate, another third party, a row left out', async () => {
    const h = await household();
    const closer = (
      await record(h.user, {
        debitAccountId: h.bank,
        creditAccountId: h.acme,
        lines: [{ amount: 214.3 }],
        date: '2026-03-05',
      })
    ).id;
    const farther = (
      await record(h.user, {
        debitAccountId: h.bank,
        creditAccountId: h.acme,
        lines: [{ amount: 214.3 }],
        date: '2026-03-06',
      })
    ).id;
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    expect(preview.rows[2]?.candidates.map((c) => c.id)).toEqual([closer, farther]);
    const wrong = [
      [[{ rowNumber: 9, action: 'skip' }], 'Row 9: there is no such row in this import.'],
      [
        [{ rowNumber: 3, action: 'match', transactionId: h.existing[0] }],
        `Row 3: transaction ${h.existing[0]} is not one of its candidates (the same amount and direction within three days).`,
      ],
      [[{ rowNumber: 3, action: 'match' }], 'Row 3: choose the transaction it matches.'],
      [
        [
          { rowNumber: 2, action: 'match', transactionId: h.existing[2] },
          { rowNumber: 4, action: 'match', transactionId: h.existing[2] },
        ],
        `Row 2: transaction ${h.existing[2]} is not one of its candidates (the same amount and direction within three days).`,
      ],
      [
        [{ rowNumber: 5, action: 'create', counterpartyId: h.bank }],
        'Row 5: a transaction cannot be between Everyday and itself.',
      ],
      [
        [{ rowNumber: 5, action: 'create', counterpartyId: 99999999 }],
        'Row 5: the account chosen for it is not there any more.',
      ],
    ] as const;
    for (const [rows, description] of wrong) {
      expect(
        refusal(
          await h.user.inject({
            ...requestTo(apiRoutes.imports.confirm, { importId: preview.importId }),
            payload: { rows },
          }),
        ),
      ).toEqual({ status: 400, description });
    }
    const result = await confirmPreview(h.user, preview.importId, [
      { rowNumber: 3, action: 'match', transactionId: farther },
      { rowNumber: 5, action: 'create', counterpartyId: h.acme },
      { rowNumber: 1, action: 'skip' },
    ]);
    expect(result).toMatchObject({ linked: 3, created: 1, skipped: 1, thirdPartiesCreated: 0 });
    expect(
      (await call<{ isReconciled: boolean }>(h.user, requestTo(apiRoutes.transactions.get, { id: farther })))
        .isReconciled,
    ).toBe(true);
    expect(
      (await call<{ isReconciled: boolean }>(h.user, requestTo(apiRoutes.transactions.get, { id: closer })))
        .isReconciled,
    ).toBe(false);
    const refund = await call<{ debitAccountName: string; transactionTypeId: number }[]>(
      h.user,
      requestTo(apiRoutes.transactions.search),
      { exactValue: 19 },
    );
    expect(refund).toMatchObject([{ debitAccountName: 'Acme', transactionTypeId: 2 }]);
    const next = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    // The row left out is new again, and its transaction still there to match.
    expect(next.counts).toMatchObject({ reconciled: 4, match: 1, create: 0 });
    expect(proposals(next)[0]).toEqual(['match', h.existing[1], 'Acme']);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it('refuses two rows matching one transaction', async () => {
    const h = await household();
    const text = 'Date,Details,Amount\n2026-03-13,Shop,-42.18\n2026-03-14,Shop again,-42.18\n';
    const preview = await previewOf(h.user, h.bank, 'twice.csv', text);
    expect(proposals(preview)).toEqual([
      ['match', h.existing[2], 'Shop'],
      ['create', null, 'Shop again'],
    ]);
    const response = await h.user.inject({
      ...requestTo(apiRoutes.imports.confirm, { importId: preview.importId }),
      payload: { rows: [{ rowNumber: 2, action: 'match', transactionId: h.existing[2] }] },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      description: `Rows 1 and 2 both match transaction ${h.existing[2]}; choose another for one of them, or create it.`,
    });
  });

  it('reads each format and says what is wrong with a broken file, writing nothing', async () => {
    const h = await household();
    for (const [name, format, rows] of [
      ['statement-v2.ofx', 'OFX 2 (XML)', 3],
      ['statement.qfx', 'QFX', 3],
      ['statement.qif', 'QIF', 6],
      ['statement.camt053.xml', 'CAMT.053', 3],
      ['sparkasse-decimal-comma.csv', 'CSV', 5],
    ] as const) {
      const preview = await previewOf(h.user, h.bank, name, fixture(name));
      expect([preview.format, preview.counts.total]).toEqual([format, rows]);
    }
    const camt = await previewOf(h.user, h.bank, 'camt.xml', fixture('statement.camt053.xml'));
    expect(camt.skippedLines).toEqual([{ line: 67, reason: 'its status is PDNG, not booked' }]);
    const broken = await sendStatement(h.user, h.bank, 'broken.ofx', fixture('real/ofxparse-decimal_error.ofx'));
    expect(refusal(broken)).toEqual({
      status: 400,
      description: 'No row of the file could be read. Line 34: "201120000000" is not a date (<DTPOSTED>).',
    });
    expect(await balanceOf(h.user, h.bank)).toBe(4070.17);
  });
});
