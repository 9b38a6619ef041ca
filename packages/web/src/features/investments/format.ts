import { fromCents, toCents, type InvestmentChart, type InvestmentChartPeriod } from '@hearth/contract';
import { formatAmount, formatPercentIn, moneyDisplay, numberMarks } from '../../lib/money-display';

/** A price per unit keeps its small decimals: $67,187.33, $0.00001234 (or 67.187,33 € for a German reader in euros). */
export function formatPrice(price: number): string {
  const { locale, currency } = moneyDisplay();
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(price);
}

/**
 * Exact volume text with this reader's thousands separator and decimal mark, never through a float:
 * 25000000.5 is 25,000,000.5, or 25.000.000,5 for a German reader.
 */
export function formatVolume(text: string): string {
  const { decimal, group } = numberMarks();
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** +4.19%, −1.25% (a true minus sign), 0.00%. */
export function formatPercent(percent: number): string {
  const text = formatPercentIn(Math.abs(percent), 2, true);
  if (percent > 0) return `+${text}`;
  if (percent < 0) return `\u2212${text}`;
  return text;
}

/** How long ago a price was quoted: 'just now', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function priceAge(asOf: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(asOf)) / 60_000));
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return say(minutes, 'minute');
  if (minutes < 48 * 60) return say(Math.floor(minutes / 60), 'hour');
  return say(Math.floor(minutes / 1440), 'day');
}

/** Whether a price is old enough that its age is worth saying beside it. */
export function isOldPrice(asOf: string, now: Date): boolean {
  return now.getTime() - Date.parse(asOf) > 20 * 60_000;
}

const PERIOD_WORDS: Record<InvestmentChartPeriod, string> = {
  hour: 'the past hour',
  day: 'the past day',
  week: 'the past week',
  month: 'the past month',
};

/**
 * The chart's sentence: 'Your investments rose by $120.50 (2.30%) over the past week.' The change is worked
 * out in cents from the two amounts, so the sentence and the chart's ends always agree.
 */
export function chartSentence(
  chart: Pick<InvestmentChart, 'startValue' | 'endValue' | 'percentageChange'>,
  period: InvestmentChartPeriod,
): string {
  const over = PERIOD_WORDS[period];
  if (chart.startValue === null || chart.endValue === null) return `No prices to chart over ${over} yet.`;
  const change = toCents(chart.endValue) - toCents(chart.startValue);
  if (change === 0) return `Your investments held steady at ${formatAmount(chart.endValue)} over ${over}.`;
  const verb = change > 0 ? 'rose' : 'fell';
  const percent = chart.percentageChange === null ? '' : ` (${Math.abs(chart.percentageChange).toFixed(2)}%)`;
  return `Your investments ${verb} by ${formatAmount(fromCents(Math.abs(change)))}${percent} over ${over}, to ${formatAmount(chart.endValue)}.`;
}

/** The grand total of the holdings' values, added in cents. */
export function totalValue(values: readonly { currentValue: number }[]): number {
  return fromCents(values.reduce((sum, value) => sum + toCents(value.currentValue), 0));
}
