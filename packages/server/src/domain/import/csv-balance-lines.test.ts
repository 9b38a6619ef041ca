import { describe, expect, it } from 'vitest';
import { balanceLineWord } from './csv-balance-lines.js';

describe('a balance word with the day it stands at', () => {
  it.each([
    [['9/10/2025', 'Beginning balance as of 09/10/2025', '"2,222.22"', ''], 'Beginning balance as of 09/10/2025'],
    [['Ending balance as of 10/09/2025', '', '', ''], 'Ending balance as of 10/09/2025'],
    [['', 'Closing balance at 31.03.2026', '1.000,00'], 'Closing balance at 31.03.2026'],
    [['', 'Anfangssaldo vom 01.03.2026', '22.257,11', 'H'], 'Anfangssaldo vom 01.03.2026'],
    [['', 'Opening balance 2026-03-01', '10.00'], 'Opening balance 2026-03-01'],
    [['9/15/2025', 'CITY WATER Bill Payment', '-111.11', ''], null],
    [['9/15/2025', 'Transfer to savings on 09/15/2025', '-50.00', ''], null],
    [['9/15/2025', 'Balance as of 09/15/2025', '-50.00', ''], null],
    [['9/15/2025', 'Opening balance transfer 09/15/2025', '-50.00', ''], null],
  ])('%j: %s', (record, word) => {
    expect(balanceLineWord(record)).toBe(word);
  });
});
