import { describe, expect, it } from 'vitest';
import { moveWindowText } from './move-window';

describe('moveWindowText', () => {
  it.each([
    {
      min: '2027-02-02',
      max: '2027-03-30',
      text: 'Pick a day from 02 Feb 2027 to 30 Mar 2027, so that it does not overlap the previous or next payment, unless the change applies to all future payments.',
    },
    {
      min: null,
      max: '2027-02-27',
      text: 'Pick a day up to 27 Feb 2027, so that it does not overlap the previous or next payment, unless the change applies to all future payments.',
    },
    { min: '2027-05-01', max: null, text: 'Pick a day from 01 May 2027 on, so that it does not overlap the previous payment.' },
    { min: null, max: null, text: 'Pick any day: this is the only payment.' },
  ])('from $min to $max', ({ min, max, text }) => {
    expect(moveWindowText(min, max)).toBe(text);
  });
});
