import { describe, expect, it } from 'vitest';
import { tagOfferedFor } from './tag-validity';

const tag = (
  changes: Partial<{
    deactivated: boolean;
    useValidityPeriod: boolean;
    validFrom: string | null;
    validTo: string | null;
  }> = {},
) => ({
  deactivated: false,
  useValidityPeriod: false,
  validFrom: null,
  validTo: null,
  ...changes,
});
const summer = tag({ useValidityPeriod: true, validFrom: '2026-06-01', validTo: '2026-08-31' });

describe('tagOfferedFor', () => {
  it.each([
    { name: 'an active tag, no days', tag: tag(), dates: [], offered: true },
    { name: 'a deactivated tag', tag: tag({ deactivated: true }), dates: [], offered: false },
    { name: 'inside its period', tag: summer, dates: ['2026-06-01', '2026-08-31'], offered: true },
    { name: 'one day before its period', tag: summer, dates: ['2026-07-01', '2026-05-31'], offered: false },
    { name: 'one day after its period', tag: summer, dates: ['2026-09-01'], offered: false },
    {
      name: 'a period open at the start',
      tag: tag({ useValidityPeriod: true, validTo: '2026-01-31' }),
      dates: ['1999-01-01'],
      offered: true,
    },
    {
      name: 'a period open at the end',
      tag: tag({ useValidityPeriod: true, validFrom: '2026-01-01' }),
      dates: ['2025-12-31'],
      offered: false,
    },
    {
      name: 'dates kept although the period is off',
      tag: tag({ validFrom: '2030-01-01' }),
      dates: ['2026-01-01'],
      offered: true,
    },
  ])('$name: $offered', ({ tag: candidate, dates, offered }) => {
    expect(tagOfferedFor(candidate, dates)).toBe(offered);
  });
});
