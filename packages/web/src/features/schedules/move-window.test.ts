import { describe, expect, it } from 'vitest';
import { insideMoveWindow, moveWindowText } from './move-window';

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
    {
      min: '2027-05-01',
      max: null,
      text: 'Pick a day from 01 May 2027 on, so that it does not overlap the previous payment.',
    },
    { min: null, max: null, text: 'Pick any day: this is the only payment.' },
  ])('from $min to $max', ({ min, max, text }) => {
    expect(moveWindowText(min, max)).toBe(text);
  });
});

describe('insideMoveWindow', () => {
  it.each([
    { date: '2027-02-02', min: '2027-02-02', max: '2027-03-30', continueChange: false, inside: true },
    { date: '2027-03-30', min: '2027-02-02', max: '2027-03-30', continueChange: false, inside: true },
    { date: '2027-02-01', min: '2027-02-02', max: '2027-03-30', continueChange: false, inside: false },
    { date: '2027-03-31', min: '2027-02-02', max: '2027-03-30', continueChange: false, inside: false },
    { date: '2027-03-31', min: '2027-02-02', max: '2027-03-30', continueChange: true, inside: true },
    { date: '1999-01-01', min: null, max: '2027-03-30', continueChange: false, inside: true },
    { date: '2199-12-31', min: '2027-02-02', max: null, continueChange: false, inside: true },
  ])('$date in $min..$max (all future: $continueChange): $inside', ({ date, min, max, continueChange, inside }) => {
    expect(insideMoveWindow(date, min, max, continueChange)).toBe(inside);
  });
});
