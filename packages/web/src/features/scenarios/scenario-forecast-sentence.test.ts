import { describe, expect, it } from 'vitest';
import { forecastSentence } from './scenario-forecast-sentence';

describe('forecastSentence', () => {
  it.each([
    {
      name: 'the scenario costs more',
      days: 90,
      withScenario: 1234.56,
      withoutScenario: 2345.67,
      expected: 'In 90 days: $1,234.56 with this scenario, $2,345.67 without (-$1,111.11).',
    },
    {
      name: 'the scenario leaves more',
      days: 30,
      withScenario: 5200,
      withoutScenario: 5000.5,
      expected: 'In 30 days: $5,200.00 with this scenario, $5,000.50 without (+$199.50).',
    },
    {
      name: 'no difference',
      days: 180,
      withScenario: 4000,
      withoutScenario: 4000,
      expected: 'In 180 days: $4,000.00 with this scenario, the same as without.',
    },
    {
      name: 'both below zero',
      days: 365,
      withScenario: -250.75,
      withoutScenario: -0.25,
      expected: 'In 365 days: -$250.75 with this scenario, -$0.25 without (-$250.50).',
    },
    {
      name: 'cents that floats would blur',
      days: 90,
      withScenario: 0.3,
      withoutScenario: 0.1,
      expected: 'In 90 days: $0.30 with this scenario, $0.10 without (+$0.20).',
    },
    {
      name: 'one day',
      days: 1,
      withScenario: 0,
      withoutScenario: 12,
      expected: 'In 1 day: $0.00 with this scenario, $12.00 without (-$12.00).',
    },
  ])('$name', ({ days, withScenario, withoutScenario, expected }) => {
    expect(forecastSentence(days, { withScenario, withoutScenario })).toBe(expected);
  });
});
