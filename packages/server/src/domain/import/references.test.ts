import { describe, expect, it } from 'vitest';
import { statementReferences } from './references.js';

describe('statement references', () => {
  it("uses the bank's id, numbering repeats within the file", () => {
    const rows = [
      { bankId: 'FIT-1', date: '2026-03-01', amount: -100, description: 'A' },
      { bankId: 'FIT-1', date: '2026-03-01', amount: -100, description: 'A' },
      { bankId: 'FIT-2', date: '2026-03-02', amount: -100, description: 'B' },
    ];
    expect(statementReferences(rows)).toEqual(['id:FIT-1', 'id:FIT-1#2', 'id:FIT-2']);
  });

  it('makes one of date, amount and description where the bank gives none, the same in every file', () => {
    const coffee = { bankId: null, date: '2026-03-16', amount: -475, description: 'STARBUCKS STORE 0112' };
    const first = statementReferences([coffee, coffee, { ...coffee, description: 'starbucks  store 0112' }]);
    expect(first[0]).toMatch(/^row:2026-03-16:-475:[0-9a-f]{16}$/);
    expect(first[1]).toBe(`${first[0]}#2`);
    expect(first[2]).toBe(`${first[0]}#3`);
    const later = statementReferences([{ ...coffee, date: '2026-03-15', description: 'Other' }, coffee, coffee]);
    expect(later.slice(1)).toEqual(first.slice(0, 2));
    expect(statementReferences([{ ...coffee, amount: -476 }])[0]).not.toBe(first[0]);
  });
});
