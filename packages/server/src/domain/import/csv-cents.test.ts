import { describe, expect, it } from 'vitest';
import { readStatement } from './read-statement.js';

const HEADINGS = 'booking_date,valuta_date,amount,name,purpose,end_to_end_id,booking_status';

describe('amounts written in whole cents (a known layout says so)', () => {
  it.each([
    ['-18000', -18000],
    ['55800', 55800],
    ['+7', 7],
  ])('%s is %i cents', (cell, cents) => {
    const statement = readStatement(`${HEADINGS}\n2018-07-19,2018-07-19,${cell},Shop,Purpose,X,processed\n`);
    expect(statement.csv?.layout.amountsInCents).toBe(true);
    expect(statement.rows.map((row) => row.amount)).toEqual([cents]);
  });

  it('leaves out a row whose amount is not whole cents, naming its line, and reads the rest', () => {
    const statement = readStatement(
      `${HEADINGS}\n2018-07-19,2018-07-19,-180.00,Shop,Purpose,X,processed\n2018-07-20,2018-07-20,-500,Cafe,Coffee,Y,processed\n`,
    );
    expect(statement.rows.map((row) => [row.date, row.amount])).toEqual([['2018-07-20', -500]]);
    expect(statement.unreadable.map((row) => [row.line, row.reason])).toEqual([
      [2, '"-180.00" in the amount column is not an amount in whole cents'],
    ]);
  });
});
