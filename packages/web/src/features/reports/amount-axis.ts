import { axisScale, type AxisScale } from '../../components/balance-chart-data';
import { formatWholeAmount } from '../../lib/money-display';

/**
 * The y axis of a report chart: limits rounded out to whole hundreds (spec section 9) and round steps
 * between labels, as the balance charts have. Bars stand on zero, so a bar chart's axis always holds it.
 */
export function amountAxis(values: readonly number[], { fromZero = false }: { fromZero?: boolean } = {}): AxisScale {
  if (!fromZero) return axisScale(values);
  // Nothing but zeros would give a flat line's room either side; bars of nothing need only 0 to 100.
  if (values.every((value) => value === 0)) return axisScale([0, 100]);
  return axisScale([0, ...values]);
}

/** An axis label: whole units of the family's currency with the reader's separators (`$2,500`, `2.500 €`), as the balance charts write theirs; tooltips show the cents. */
export function axisAmount(value: number): string {
  return formatWholeAmount(value);
}
