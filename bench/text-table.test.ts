import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.js';

describe('textTable', () => {
  it.each([
    {
      name: 'pads text left and numbers right',
      columns: [{ title: 'call' }, { title: 'p95', align: 'right' as const }],
      rows: [
        ['heartbeat', '1.20 ms'],
        ['accounts list', '12.4 ms'],
      ],
      expected: [
        'call               p95',
        '-------------  -------',
        'heartbeat      1.20 ms',
        'accounts list  12.4 ms',
      ],
    },
    {
      name: 'leaves missing cells empty and no trailing blanks',
      columns: [{ title: 'a' }, { title: 'b' }],
      rows: [['x']],
      expected: ['a  b', '-  -', 'x'],
    },
  ])('$name', ({ columns, rows, expected }) => {
    expect(textTable(columns, rows).split('\n')).toEqual(expected);
  });
});
