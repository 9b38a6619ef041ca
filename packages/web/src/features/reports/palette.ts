/**
 * The colours of a report's series and slices, taken in turn and started again after the last (spec section
 * 9). Neighbours differ in hue and lightness, so that adjacent slices stay apart.
 */
export const REPORT_PALETTE = [
  'hearth.6',
  'blue.6',
  'teal.6',
  'grape.6',
  'yellow.6',
  'cyan.7',
  'pink.6',
  'lime.7',
  'indigo.6',
  'orange.8',
  'green.7',
  'violet.6',
] as const;

export function paletteColor(index: number): string {
  const length = REPORT_PALETTE.length;
  return REPORT_PALETTE[((index % length) + length) % length] as string;
}

/** A palette entry ('blue.6') as CSS, for what draws outside the chart library (a legend's swatch). */
export function cssColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}
