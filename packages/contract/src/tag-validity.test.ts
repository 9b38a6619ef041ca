import { describe, expect, it } from 'vitest';
import { tagUsableOn, tagValidOn, type TagValidity } from './tag-validity.js';

const tag = (changes: Partial<TagValidity> = {}): TagValidity => ({
  deactivated: false,
  useValidityPeriod: false,
  validFrom: null,
  validTo: null,
  ...changes,
});
const summer = tag({ useValidityPeriod: true, validFrom: '2026-06-01', validTo: '2026-08-31' });

describe('tagValidOn', () => {
  it.each([
    { name: 'no period', tag: tag(), date: '1999-01-01', valid: true },
    { name: 'the first day of its period', tag: summer, date: '2026-06-01', valid: true },
    { name: 'the last day of its period', tag: summer, date: '2026-08-31', valid: true },
    { name: 'the day before its period', tag: summer, date: '2026-05-31', valid: false },
    { name: 'the day after its period', tag: summer, date: '2026-09-01', valid: false },
    {
      name: 'a period open at the start',
      tag: tag({ useValidityPeriod: true, validTo: '2026-01-31' }),
      date: '1999-01-01',
      valid: true,
    },
    {
      name: 'a period open at the end',
      tag: tag({ useValidityPeriod: true, validFrom: '2026-01-01' }),
      date: '2099-12-31',
      valid: true,
    },
    {
      name: 'before a period open at the end',
      tag: tag({ useValidityPeriod: true, validFrom: '2026-01-01' }),
      date: '2025-12-31',
      valid: false,
    },
    {
      name: 'dates kept although the period is off',
      tag: tag({ validFrom: '2030-01-01' }),
      date: '2026-01-01',
      valid: true,
    },
    { name: 'a deactivated tag in its period', tag: { ...summer, deactivated: true }, date: '2026-07-01', valid: true },
  ])('$name: $valid', ({ tag: candidate, date, valid }) => {
    expect(tagValidOn(candidate, date)).toBe(valid);
  });
});

describe('tagUsableOn', () => {
  it.each([
    { name: 'an active tag, no days', tag: tag(), dates: [], usable: true },
    { name: 'a deactivated tag, no days', tag: tag({ deactivated: true }), dates: [], usable: false },
    { name: 'a deactivated tag on a valid day', tag: tag({ deactivated: true }), dates: ['2026-07-01'], usable: false },
    { name: 'every day inside its period', tag: summer, dates: ['2026-06-01', '2026-08-31'], usable: true },
    { name: 'one day of several outside its period', tag: summer, dates: ['2026-07-01', '2026-05-31'], usable: false },
    { name: 'one day after its period', tag: summer, dates: ['2026-09-01'], usable: false },
  ])('$name: $usable', ({ tag: candidate, dates, usable }) => {
    expect(tagUsableOn(candidate, dates)).toBe(usable);
  });
});
