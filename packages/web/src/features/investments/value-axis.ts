import { axisScale, type AxisScale } from '../../components/balance-chart-data';
import { formatWholeAmount } from '../../lib/money-display';

export interface ValueAxis extends AxisScale {
  tickFormatter: (value: number) => string;
}

/**
 * The value chart's y axis: round limits and steps, labelled in whole units of the family's currency with
 * the reader's separators (`$2,500`, `€ 2.500`), as every chart's money axis is; the tooltip shows cents.
 */
export function valueAxis(values: readonly number[]): ValueAxis {
  return { ...axisScale(values), tickFormatter: formatWholeAmount };
}
