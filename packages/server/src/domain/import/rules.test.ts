import { describe, expect, it } from 'vitest';
import { compileRules, type ImportRule } from './rules.js';

const rule = (id: number, fields: Partial<ImportRule>): ImportRule => ({
  id,
  matchKind: 'contains',
  matchText: '',
  minAmount: null,
  maxAmount: null,
  direction: null,
  accountId: null,
  subcategoryId: null,
  budgetId: null,
  tagIds: [],
  ...fields,
});

describe('import rules', () => {
  it.each([
    ['contains, any case and accents', rule(1, { matchText: 'woolworths' }), 'EFTPOS WOOLWORTHS 1234 BONDI', true],
    ['contains, across punctuation', rule(1, { matchText: 'netflix com' }), 'NETFLIX.COM LOS GATOS CA', true],
    ['contains, accents folded', rule(1, { matchText: 'cafe rostwerk' }), 'Café Röstwerk', true],
    ['contains, not there', rule(1, { matchText: 'coles' }), 'EFTPOS WOOLWORTHS', false],
    ['starts with', rule(1, { matchKind: 'startsWith', matchText: 'eftpos' }), 'EFTPOS WOOLWORTHS', true],
    [
      'starts with, elsewhere only',
      rule(1, { matchKind: 'startsWith', matchText: 'woolworths' }),
      'EFTPOS WOOLWORTHS',
      false,
    ],
    ['equals', rule(1, { matchKind: 'equals', matchText: 'Spotify USA' }), 'SPOTIFY   USA', true],
    ['equals, longer text', rule(1, { matchKind: 'equals', matchText: 'Spotify' }), 'SPOTIFY USA', false],
    [
      'pattern with *',
      rule(1, { matchKind: 'pattern', matchText: 'whole foods*seattle*' }),
      'WHOLE FOODS MARKET #10234 SEATTLE WA',
      true,
    ],
    ['pattern with ?', rule(1, { matchKind: 'pattern', matchText: 'check 10??' }), 'CHECK 1042', true],
    ['pattern, anchored', rule(1, { matchKind: 'pattern', matchText: 'foods*' }), 'WHOLE FOODS MARKET', false],
    ['pattern, symbols literal', rule(1, { matchKind: 'pattern', matchText: 'a.b*' }), 'AXB', false],
    [
      'pattern, case and accents folded',
      rule(1, { matchKind: 'pattern', matchText: 'CAFÉ r*' }),
      'Café Röstwerk',
      true,
    ],
    [
      'pattern, ? takes the space punctuation folds to',
      rule(1, { matchKind: 'pattern', matchText: 'netflix?com*' }),
      'NETFLIX.COM LOS GATOS CA',
      true,
    ],
    [
      'pattern, spaces beside a star dropped',
      rule(1, { matchKind: 'pattern', matchText: 'whole foods *' }),
      'WHOLE FOODS',
      true,
    ],
    ['pattern, runs of spaces one', rule(1, { matchKind: 'pattern', matchText: 'spotify   usa' }), 'SPOTIFY USA', true],
    ['pattern, the payee too', rule(1, { matchKind: 'pattern', matchText: '*payroll' }), 'ACME PAYROLL', true],
    [
      'pattern of stars alone: no text, so no rule',
      rule(1, { matchKind: 'pattern', matchText: '**' }),
      'ANYTHING AT ALL',
      false,
    ],
    ['pattern, hostile', rule(1, { matchKind: 'pattern', matchText: `*${'a'.repeat(198)}b` }), 'A'.repeat(500), false],
    ['direction out', rule(1, { matchText: 'acme', direction: 'out' }), 'ACME PAYROLL', false],
    ['direction in', rule(1, { matchText: 'acme', direction: 'in' }), 'ACME PAYROLL', true],
    ['below the minimum', rule(1, { matchText: 'acme', minAmount: 300_000 }), 'ACME PAYROLL', false],
    ['above the maximum', rule(1, { matchText: 'acme', maxAmount: 100_000 }), 'ACME PAYROLL', false],
    ['inside the range', rule(1, { matchText: 'acme', minAmount: 200_000, maxAmount: 250_000 }), 'ACME PAYROLL', true],
  ] as const)('%s', (_name, given, description, matches) => {
    const run = compileRules([given]);
    expect(run({ description, payee: null, amount: 245_000 }).ruleIds).toEqual(matches ? [1] : []);
  });

  it('matches the payee as well as the description', () => {
    const run = compileRules([rule(7, { matchText: 'rewe', subcategoryId: 3 })]);
    expect(run({ description: 'Kartenzahlung 44123', payee: 'REWE Markt GmbH', amount: -5678 }).subcategoryId).toBe(3);
  });

  it('lets the first matching rule set each thing, and gathers the tags of all', () => {
    const run = compileRules([
      rule(1, { matchText: 'woolworths', accountId: 10, tagIds: [1] }),
      rule(2, { matchText: 'woolworths', accountId: 11, subcategoryId: 5, tagIds: [2, 1] }),
      rule(3, { matchText: 'bondi', budgetId: 9 }),
      rule(4, { matchText: 'coles', budgetId: 8 }),
    ]);
    expect(run({ description: 'EFTPOS WOOLWORTHS 1234 BONDI', payee: null, amount: -8765 })).toEqual({
      accountId: 10,
      subcategoryId: 5,
      budgetId: 9,
      tagIds: [1, 2],
      ruleIds: [1, 2, 3],
    });
  });

  it('ignores a rule without text and stays quick on a hostile pattern', () => {
    const run = compileRules([
      rule(1, { matchText: '  ' }),
      rule(2, { matchKind: 'pattern', matchText: '*a*a*a*a*a*a*a*a*a*a*b' }),
    ]);
    const started = performance.now();
    expect(run({ description: 'a'.repeat(500), payee: null, amount: -1 }).ruleIds).toEqual([]);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('runs the longest hostile pattern over 20,000 long descriptions in linear time', () => {
    const run = compileRules([rule(1, { matchKind: 'pattern', matchText: `*${'a'.repeat(198)}b` })]);
    const description = 'a'.repeat(500);
    const started = performance.now();
    let taken = 0;
    for (let i = 0; i < 20_000; i += 1)
      taken += run({ description, payee: 'a'.repeat(100), amount: -1 }).ruleIds.length;
    expect(taken).toBe(0);
    // About 0.5 s here; the two-pointer walk it replaces took 3.4 s (it tries the pattern from every start).
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
