import { describe, expect, it } from 'vitest';
import { restoredRows } from './restore-summary';

describe('what a restore says it brought back', () => {
  it('names each kind for people and leaves out the kinds it had none of', () => {
    const rows = restoredRows({
      restored: [
        { kind: 'accounts', count: 4 },
        { kind: 'scenarios', count: 0 },
        { kind: 'transactions', count: 120 },
        { kind: 'history', count: 9 },
      ],
      invited: [],
      notInvited: [],
      files: 0,
    });
    expect(rows).toEqual([
      { label: 'Accounts and third parties', count: 4 },
      { label: 'Transactions', count: 120 },
      { label: 'History entries', count: 9 },
    ]);
  });
});
