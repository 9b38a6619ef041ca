import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from './read-statement.js';
import type { StatementFormat, StatementRow } from './statement.js';

/**
 * Real statement files from the test fixtures of public projects, kept byte for byte, with what each holds
 * as its source project's tests or a reading of the file say (fixtures/corpus/SOURCES.md). A file Hearth
 * reads wrong or refuses today is marked so in corpus.json, with its cause, and its test is expected to
 * fail: when a fix makes it pass, the test says so and the entry is flipped to "right".
 */
interface CorpusEntry {
  file: string;
  format: 'csv' | 'ofx' | 'qif' | 'camt053';
  country: string;
  institution: string;
  /** Transactions, not counting rows of amount 0 (notices, authorisation holds). */
  count: number;
  /** Signed cents, money in above zero. */
  sum: number;
  /** The money-in rows alone, so that a debit read as a credit cannot hide behind a matching total. */
  moneyIn: number;
  firstDate: string;
  lastDate: string;
  /** Names a person must see on a row, as its payee or within its description. */
  payees: string[];
  today: 'right' | 'wrong' | 'refused';
  cause?: string;
}

interface Reading {
  format: CorpusEntry['format'];
  count: number;
  sum: number;
  moneyIn: number;
  firstDate: string | null;
  lastDate: string | null;
  payees: string[];
}

const corpusDir = path.join(import.meta.dirname, 'fixtures', 'corpus');
const corpus = JSON.parse(fs.readFileSync(path.join(corpusDir, 'corpus.json'), 'utf8')) as CorpusEntry[];

const FAMILY: Record<StatementFormat, CorpusEntry['format']> = {
  csv: 'csv',
  ofx1: 'ofx',
  ofx2: 'ofx',
  qfx: 'ofx',
  qif: 'qif',
  camt053: 'camt053',
};

const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function shows(row: StatementRow, name: string): boolean {
  const wanted = comparable(name);
  return comparable(row.payee ?? '') === wanted || comparable(row.description).includes(wanted);
}

/** What Hearth makes of a corpus file, in the terms corpus.json states it. */
function read(entry: CorpusEntry): Reading {
  const statement = readStatement(decodeStatement(fs.readFileSync(path.join(corpusDir, entry.file))));
  const rows = statement.rows.filter((row) => row.amount !== 0);
  const dates = rows.map((row) => row.date).sort();
  return {
    format: FAMILY[statement.format],
    count: rows.length,
    sum: rows.reduce((total, row) => total + row.amount, 0),
    moneyIn: rows.reduce((total, row) => total + Math.max(row.amount, 0), 0),
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    payees: entry.payees.filter((name) => rows.some((row) => shows(row, name))),
  };
}

function expected(entry: CorpusEntry): Reading {
  const { format, count, sum, moneyIn, firstDate, lastDate, payees } = entry;
  return { format, count, sum, moneyIn, firstDate, lastDate, payees };
}

function readsRight(entry: CorpusEntry): boolean {
  try {
    return JSON.stringify(read(entry)) === JSON.stringify(expected(entry));
  } catch {
    return false;
  }
}

describe('the corpus of real statement files', () => {
  it('lists every file of the folder once, from ten countries or more', () => {
    const onDisk = fs
      .readdirSync(corpusDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => fs.statSync(path.join(corpusDir, name)).isFile())
      .filter((name) => !['corpus.json', 'SOURCES.md'].includes(name))
      .map((name) => name.split(path.sep).join('/'))
      .sort();
    expect(corpus.map((entry) => entry.file).sort()).toEqual(onDisk);
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((entry) => entry.country)).size).toBeGreaterThanOrEqual(10);
    for (const entry of corpus) {
      expect(entry.count, entry.file).toBeGreaterThan(0);
      expect(entry.file.startsWith(`${entry.format}/`), entry.file).toBe(true);
      expect(entry.today === 'right' || Boolean(entry.cause), `${entry.file} needs its cause`).toBe(true);
    }
  });

  for (const entry of corpus) {
    const title = `${entry.file} (${entry.country}, ${entry.institution})`;
    if (entry.today === 'right') {
      it(`${title}: ${entry.count} rows, ${entry.sum} cents, ${entry.firstDate} to ${entry.lastDate}`, () => {
        expect(read(entry)).toEqual(expected(entry));
      });
    } else {
      it.fails(`${title} is ${entry.today} today: ${entry.cause}`, () => {
        expect(read(entry)).toEqual(expected(entry));
      });
    }
  }

  const right = corpus.filter((entry) => entry.today === 'right');
  it(`reads ${right.length} of ${corpus.length} files right today`, () => {
    expect(corpus.filter(readsRight).map((entry) => entry.file)).toEqual(right.map((entry) => entry.file));
  });
});
