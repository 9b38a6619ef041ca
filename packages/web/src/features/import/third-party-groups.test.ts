import { describe, expect, it } from 'vitest';
import type { ImportNewThirdParty, ImportRow } from '@hearth/contract';
import type { RowChoice } from './row-choices';
import { groupChanges, groupState, thirdPartyNameProblem } from './third-party-groups';

const row = (rowNumber: number, counterpartyName: string): ImportRow =>
  ({
    rowNumber,
    line: rowNumber + 1,
    action: 'create',
    matchedBy: null,
    importedTransaction: {
      date: '2026-03-02',
      amount: 9.99,
      direction: 'out',
      description: `SPOTIFY P${rowNumber}A2B3C4`,
      payee: null,
      bankId: null,
      transactionTypeId: 1,
      counterpartyId: null,
      counterpartyName,
      subCategoryId: null,
      subCategoryName: null,
      budgetId: null,
      budgetName: null,
      tags: [],
      rules: [],
    },
    matchedTransaction: null,
    candidates: [],
    rawData: '',
    note: null,
  }) as ImportRow;

const rows = new Map([1, 2, 3].map((n) => [n, row(n, 'SPOTIFY')]));
const group: ImportNewThirdParty = { name: 'SPOTIFY', rowNumbers: [1, 2, 3] };
const create = (counterpartyName: string, counterpartyId: number | null = null, extra = {}): RowChoice => ({
  action: 'create',
  counterpartyId,
  counterpartyName,
  ...extra,
});

describe('a proposed third party under review', () => {
  it.each([
    ['nothing chosen', [], { kind: 'proposed' }],
    ['the name kept by choice on every row', [1, 2, 3].map((n) => [n, create('SPOTIFY')]), { kind: 'accepted' }],
    ['the name kept on some rows only', [[1, create('SPOTIFY')]], { kind: 'proposed' }],
    ['another name', [1, 2, 3].map((n) => [n, create('Spotify')]), { kind: 'renamed', name: 'Spotify' }],
    [
      'an existing account',
      [1, 2, 3].map((n) => [n, create('Music', 7)]),
      { kind: 'mapped', accountId: 7, accountName: 'Music' },
    ],
    ['rows given different names', [[1, create('Spotify')]], { kind: 'mixed' }],
    [
      'rows left out, the others renamed',
      [
        [1, { action: 'skip' }],
        [2, create('Spotify')],
        [3, create('Spotify')],
      ],
      { kind: 'renamed', name: 'Spotify' },
    ],
    ['every row left out', [1, 2, 3].map((n) => [n, { action: 'skip' }]), { kind: 'gone' }],
  ] as [string, [number, RowChoice][], unknown][])('%s', (_name, changes, state) => {
    expect(groupState(group, rows, new Map(changes))).toEqual(state);
  });

  it('gives the rows that still create a transaction one account, keeping their chosen subcategory', () => {
    const changes = new Map<number, RowChoice>([
      [1, create('SPOTIFY', null, { subCategoryId: 4 })],
      [2, { action: 'skip' }],
    ]);
    expect(groupChanges(group, rows, changes, { counterpartyId: 9, counterpartyName: 'Music' })).toEqual(
      new Map([
        [1, create('Music', 9, { subCategoryId: 4 })],
        [3, create('Music', 9)],
      ]),
    );
  });

  it.each([
    ['Spotify', null],
    ['   ', 'Name the third party.'],
    ['x'.repeat(101), 'The name can have at most 100 characters.'],
  ])('says whether %j can be a name', (name, problem) => {
    expect(thirdPartyNameProblem(name)).toBe(problem);
  });
});
