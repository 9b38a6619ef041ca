import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes, type ImportPreview } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, refusal, sendStatement } from './import-helpers.js';
import { balanceOf, call, createBank, createThirdParty } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../src/domain/import/fixtures', name));

/** What the bank writes for each payee of the long statement: a reference, store or card number each time. */
const PAYEES: ((i: number) => string)[] = [
  (i) => `TESCO STORES ${3000 + (i % 50)} REF ${88000 + i}`,
  (i) => `AMAZON MKTPLACE PMTS*${(i * 7919).toString(36).toUpperCase().padStart(6, 'Q')}`,
  (i) => `SPOTIFY P${i}A${(i * 31) % 97}B${i % 10}C`,
  (i) => `CARD PAYMENT TO COSTA COFFEE ${4000 + (i % 30)} ON ${String((i % 28) + 1).padStart(2, '0')}/03`,
  (i) => `DD BRITISH GAS ${10_000_000 + i}`,
  (i) => `SHELL OIL ${57000 + (i % 40)} SEATTLE WA`,
  (i) => `SEPA-LASTSCHRIFT VATTENFALL EUROPE SALES GMBH EREF+${900_000 + i} MREF+M${i}`,
  (i) => `NETFLIX.COM 866-579-7172 CA ${i}`,
];

/** A year of 2,000 card rows, two days apart in turn, each payee 250 times. */
function longStatement(from = 0, count = 2000): string {
  const lines = ['Date,Description,Amount'];
  for (let i = from; i < from + count; i += 1) {
    const day = new Date(Date.UTC(2025, 3, 1) + Math.floor(i / 6) * 86_400_000).toISOString().slice(0, 10);
    const cents = 100 + ((i * 37) % 9000);
    lines.push(
      `${day},"${(PAYEES[i % PAYEES.length] as (n: number) => string)(i)}",-${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe.each(testDialects())('skipped rows and payee names in an import on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  const thirdPartyNames = async (user: SignedInUser) =>
    (await call<{ name: string }[]>(user, requestTo(apiRoutes.accounts.list), { filterAccountType: 2 }))
      .map((account) => account.name)
      .sort();

  it('leaves out the bad rows of a CSV, OFX, QIF and CAMT file with their lines and reasons, and imports the rest', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 1000);
    const cases: [string, string, number, ImportPreview['skippedRows']][] = [
      [
        'broken-quotes-crlf.csv',
        'CSV',
        5,
        [
          {
            line: 6,
            reason: 'a quoted cell is followed by more text before the next separator',
            text: '2026-03-04,"SHELL OIL 57442,-52.10',
          },
          {
            line: 8,
            reason: 'a quoted cell is followed by more text before the next separator',
            text: '2026-03-06,"TRADER JOE"S #131",,-67.25',
          },
        ],
      ],
      [
        'broken-missing-amount.ofx',
        'OFX 1 (SGML)',
        4,
        [
          {
            line: 47,
            reason: 'the transaction has no amount (<TRNAMT> is missing)',
            text: expect.stringMatching(/^<STMTTRN>/),
          },
        ],
      ],
      [
        'broken-no-amount.qif',
        'QIF',
        5,
        [{ line: 7, reason: 'the record has no amount (a T line)', text: expect.stringMatching(/^D3\/03'26/) }],
      ],
      [
        'broken-unclosed.camt053.xml',
        'CAMT.053',
        2,
        [{ line: 38, reason: '<Ntry> is never closed', text: expect.stringMatching(/^<Ntry>/) }],
      ],
    ];
    const previews: ImportPreview[] = [];
    for (const [name, format, rows, skipped] of cases) {
      const preview = await previewOf(user, bank, name, fixture(name));
      expect([preview.format, preview.counts.total, preview.skippedRows], name).toEqual([format, rows, skipped]);
      previews.push(preview);
    }
    // Kept with the preview: the same list when it is read again.
    const kept = await call<ImportPreview>(user, requestTo(apiRoutes.imports.get, { importId: previews[0]!.importId }));
    expect(kept.skippedRows).toEqual(previews[0]!.skippedRows);

    const result = await confirmPreview(user, previews[0]!.importId);
    expect(result).toMatchObject({ created: 5, linked: 0, dateFrom: '2026-03-02', dateTo: '2026-03-08' });
    expect(await balanceOf(user, bank)).toBe(3220.15);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });

  it('refuses a file of which no row can be read, naming the lines, and writes nothing', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 50);
    const response = await sendStatement(user, bank, 'date_missing.ofx', fixture('real/ofxparse-date_missing.ofx'));
    expect(refusal(response)).toEqual({
      status: 400,
      description:
        'No row of the file could be read. Line 33: the transaction has no date (<DTPOSTED> is missing); line 40: the transaction has no date (<DTPOSTED> is empty); line 48: "20120231" is not a date (<DTPOSTED>).',
    });
    expect(await balanceOf(user, bank)).toBe(50);
    expect(await thirdPartyNames(user)).toEqual([]);
  });

  it('proposes one new third party per payee of 2,000 rows with reference numbers, creating none before Confirm Match', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Card', 0);
    await createThirdParty(user, 'Tesco Stores');
    await createThirdParty(user, 'Netflix');
    const energy = await createThirdParty(user, 'Energy Co');

    const preview = await previewOf(user, bank, 'year.csv', longStatement());
    expect(preview.counts).toMatchObject({ total: 2000, create: 2000 });
    expect(preview.newThirdParties.map((group) => [group.name, group.rowNumbers.length])).toEqual([
      ['AMAZON MKTPLACE PMTS', 250],
      ['BRITISH GAS', 250],
      ['COSTA COFFEE', 250],
      ['SHELL OIL', 250],
      ['SPOTIFY', 250],
      ['VATTENFALL EUROPE SALES GMBH', 250],
    ]);
    const nameOfRow = new Map(preview.rows.map((row) => [row.rowNumber, row.importedTransaction.counterpartyName]));
    for (const group of preview.newThirdParties)
      for (const rowNumber of group.rowNumbers) expect(nameOfRow.get(rowNumber)).toBe(group.name);
    // Rows of payees the family knows are with them: Tesco by its name, Netflix inside the description.
    expect(
      new Set(
        preview.rows.filter((row) => row.rowNumber % 8 === 1).map((row) => row.importedTransaction.counterpartyName),
      ),
    ).toEqual(new Set(['Tesco Stores']));
    expect(
      new Set(
        preview.rows.filter((row) => row.rowNumber % 8 === 0).map((row) => row.importedTransaction.counterpartyName),
      ),
    ).toEqual(new Set(['Netflix']));
    expect(await thirdPartyNames(user)).toEqual(['Energy Co', 'Netflix', 'Tesco Stores']);

    const group = (name: string) => preview.newThirdParties.find((found) => found.name === name)!.rowNumbers;
    const result = await confirmPreview(user, preview.importId, [
      ...group('SPOTIFY').map((rowNumber) => ({ rowNumber, action: 'create', counterpartyName: 'Spotify' })),
      ...group('BRITISH GAS').map((rowNumber) => ({ rowNumber, action: 'create', counterpartyId: energy })),
    ]);
    expect(result).toMatchObject({ created: 2000, thirdPartiesCreated: 5 });
    expect(await thirdPartyNames(user)).toEqual([
      'AMAZON MKTPLACE PMTS',
      'COSTA COFFEE',
      'Energy Co',
      'Netflix',
      'SHELL OIL',
      'Spotify',
      'Tesco Stores',
      'VATTENFALL EUROPE SALES GMBH',
    ]);
    // What the bank said stays on the transaction.
    const first = preview.rows[2]!.importedTransaction;
    const [booked] = await call<{ description: string; creditAccountName: string }[]>(
      user,
      requestTo(apiRoutes.transactions.search),
      { exactValue: first.amount, startDate: first.date, endDate: first.date },
    );
    expect(booked).toMatchObject({ description: first.description, creditAccountName: 'Spotify' });
    expect(first.description).toMatch(/^SPOTIFY P\d+A\d+B\dC$/);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));

    // The next statement, with other references, names the same third parties and proposes none.
    const next = await previewOf(user, bank, 'next.csv', longStatement(2000, 16));
    expect(next.newThirdParties).toEqual([]);
    expect(next.rows.map((row) => row.importedTransaction.counterpartyName).slice(0, 8)).toEqual([
      'Tesco Stores',
      'AMAZON MKTPLACE PMTS',
      'Spotify',
      'COSTA COFFEE',
      'Energy Co',
      'SHELL OIL',
      'VATTENFALL EUROPE SALES GMBH',
      'Netflix',
    ]);
  });
});
