import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_LAYOUTS } from './csv-catalogue.js';
import { decodeStatement, readStatement } from './read-statement.js';
import { foldText } from './text.js';

describe('the catalogue of known CSV layouts', () => {
  it('names each layout once, and every column it uses among its headings', () => {
    expect(new Set(KNOWN_LAYOUTS.map((known) => known.id)).size).toBe(KNOWN_LAYOUTS.length);
    for (const known of KNOWN_LAYOUTS) {
      const headings = new Set(known.headings.map(foldText));
      const used = [
        known.date,
        known.startDate,
        known.payee,
        known.amount,
        known.debit,
        known.credit,
        known.reference,
        known.direction?.column,
        known.status?.column,
        ...known.description,
      ].filter((heading): heading is string => heading !== undefined);
      for (const heading of used) expect(headings.has(foldText(heading)), `${known.id}: ${heading}`).toBe(true);
      expect(known.amount !== undefined || (known.debit !== undefined && known.credit !== undefined), known.id).toBe(
        true,
      );
      expect(known.headings.length, `${known.id} needs enough headings not to take a generic file`).toBeGreaterThan(3);
      expect(known.source, known.id).not.toBe('');
    }
  });

  it.each([
    ['US', ['Chase', 'Bank of America', 'Capital One', 'American Express', 'Citi']],
    ['UK', ['Barclays', 'Lloyds', 'Nationwide', 'Monzo', 'Starling']],
    ['LT', ['Revolut']],
    ['NL', ['ING', 'ABN AMRO', 'Rabobank', 'bunq']],
    ['DE', ['ING', 'N26', 'DKB', 'comdirect', 'Sparkasse', 'Deutsche Bank']],
    ['FR', ['BNP Paribas', 'Société Générale', 'Crédit Agricole']],
    ['CH', ['PostFinance', 'UBS']],
    ['SE', ['Nordea', 'SEB', 'Swedbank']],
    ['DK', ['Danske']],
    ['AU', ['Westpac', 'NAB']],
    ['CA', ['RBC', 'Scotiabank']],
  ])('holds the banks of %s: %j', (country, banks) => {
    const names = KNOWN_LAYOUTS.filter((known) => known.country === country).map((known) => known.name);
    for (const bank of banks)
      expect(
        names.some((name) => name.startsWith(bank)),
        bank,
      ).toBe(true);
  });

  it('holds the exports of other apps', () => {
    const apps = KNOWN_LAYOUTS.filter((known) => known.kind === 'app').map((known) => known.name);
    for (const app of ['YNAB', 'Actual', 'Firefly III', 'Mint', 'Monarch', 'Lunch Money', 'Quicken'])
      expect(
        apps.some((name) => name.startsWith(app)),
        app,
      ).toBe(true);
  });

  it.each([
    [
      'Chase card: the post date, purchases negative',
      'Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n03/01/2026,03/02/2026,COFFEE,Food,Sale,-4.50,\n03/05/2026,03/05/2026,PAYMENT,,Payment,100.00,\n',
      'us-chase-card',
      [
        ['2026-03-02', -450],
        ['2026-03-05', 10000],
      ],
    ],
    [
      'Nationwide after its preamble: Paid out and Paid in',
      '"Account Name:","FlexAccount ****1234"\n"Account Balance:","£1,000.00"\n\n"Date","Transaction type","Description","Paid out","Paid in","Balance"\n"02 Mar 2026","Payment to","Landlord","£900.00","","£100.00"\n"03 Mar 2026","Bank credit","Employer","","£2,000.00","£2,100.00"\n',
      'uk-nationwide',
      [
        ['2026-03-02', -90000],
        ['2026-03-03', 200000],
      ],
    ],
    [
      'Firefly III: the type says which way',
      'user_id,group_id,journal_id,type,amount,currency_code,description,date,source_name,destination_name\n1,1,1,withdrawal,12.50,EUR,Lunch,2026-03-01T12:00:00+01:00,Checking,Cafe\n1,2,2,deposit,2000.00,EUR,Salary,2026-03-02T09:00:00+01:00,Employer,Checking\n',
      'app-firefly-iii',
      [
        ['2026-03-01', -1250],
        ['2026-03-02', 200000],
      ],
    ],
    [
      'PostFinance after its preamble: debits written negative in their own column',
      'Datum von:;2026-03-01\nDatum bis:;2026-03-31\nKategorie:;Alle\nKonto:;CH0000000000000000000\nWährung:;CHF\n\nDatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF\n02.03.2026;KAUF/DIENSTLEISTUNG VOM 01.03.2026 MIGROS;;-42.10;02.03.2026;957.90\n03.03.2026;GUTSCHRIFT VON FREMDBANK AUFTRAGGEBER: ARBEITGEBER AG;5000.00;;03.03.2026;5957.90\n\nDisclaimer:\nDies ist kein durch PostFinance AG erstelltes Dokument.\n',
      'ch-postfinance',
      [
        ['2026-03-02', -4210],
        ['2026-03-03', 500000],
      ],
    ],
    [
      'Capital One card with month-first dates',
      'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n3/1/2026,3/2/2026,1234,GROCER,Merchandise,12.40,\n3/4/2026,3/4/2026,1234,ELECTRONIC PAYMENT,Payment/Credit,,100.00\n',
      'us-capital-one-card',
      [
        ['2026-03-02', -1240],
        ['2026-03-04', 10000],
      ],
    ],
    [
      'DKB: booked rows only',
      '"Girokonto";"DE00 1203 0000 0000 0000 00"\n"Kontostand vom 03.03.2026:";"1.000,00 €"\n\n"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)"\n"03.03.26";"03.03.26";"Vorgemerkt";"Ich";"Bäcker";"Brot";"Ausgang";"DE00";"-3,20"\n"02.03.26";"02.03.26";"Gebucht";"Ich";"Vermieter";"Miete";"Ausgang";"DE00";"-900,00"\n',
      'de-dkb',
      [['2026-03-02', -90000]],
    ],
  ])('recognises %s', (_name, text, id, rows) => {
    const statement = readStatement(text);
    expect(statement.csv?.recognised?.id).toBe(id);
    expect(statement.rows.map((row) => [row.date, row.amount])).toEqual(rows);
  });

  it.each([
    ['month first, as YNAB writes unless told otherwise', '03/04/2026', '2026-03-04'],
    ['day first, when a day past 12 says so', '25/03/2026', '2026-03-25'],
    ['year first', '2026-03-04', '2026-03-04'],
  ])("reads an app's dates in the user's own format: %s", (_name, written, date) => {
    const statement = readStatement(
      `"Account","Flag","Date","Payee","Memo","Outflow","Inflow","Cleared"\n"Checking","","${written}","Grocer","",$12.40,$0.00,"Cleared"\n`,
    );
    expect(statement.csv?.recognised?.id).toBe('app-ynab');
    expect(statement.rows.map((row) => [row.date, row.amount])).toEqual([[date, -1240]]);
  });

  const appFile = (name: string) =>
    decodeStatement(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'apps', name)));

  it.each([
    [
      'ynab-register.csv',
      'app-ynab',
      [
        ['2017-08-01', -2105, 'Groceries, Inc.'],
        ['2017-08-01', 7500, 'Uncle Herb'],
      ],
    ],
    ['firefly-withdrawal.csv', 'app-firefly-iii', [['2025-06-17', -96444, null]]],
    ['firefly-withdrawal-debt.csv', 'app-firefly-iii', [['2024-12-17', -20000, null]]],
    ['firefly-reconciliation.csv', 'app-firefly-iii', [['2025-07-02', 29600, null]]],
  ])('reads the app export %s (fixtures/apps) by its entry %s', (file, id, rows) => {
    const statement = readStatement(appFile(file));
    expect(statement.csv?.recognised?.id).toBe(id);
    expect(statement.rows.map((row) => [row.date, row.amount, row.payee])).toEqual(rows);
  });

  it('falls back to the generic guess for headings it does not know, and says so', () => {
    const statement = readStatement('Date,Description,Amount\n2026-03-01,Coffee,-4.50\n');
    expect(statement.csv?.recognised).toBeNull();
    expect(statement.rows.map((row) => row.amount)).toEqual([-450]);
  });
});
