import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(merged).light;
const gray = merged.colors.gray;
const red = merged.colors.red;
/** White cards, the grey page and the shaded rows of tables. */
const BACKGROUNDS = { white: '#ffffff', 'gray 0': gray[0], 'gray 1': gray[1] };

describe('text colours read at 4.5:1 at least (WCAG AA)', () => {
  it.each(Object.entries(BACKGROUNDS))('dimmed text on %s', (_name, background) => {
    expect(contrast(variables['--mantine-color-dimmed'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(BACKGROUNDS))(
    'placeholder text (a file input\'s "Choose a file") on %s',
    (_name, background) => {
      expect(contrast(variables['--mantine-color-placeholder'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([6, 7, 8, 9] as const)('red shade %i on white, the grey page and the palest red', (shade) => {
    for (const background of [BACKGROUNDS.white, BACKGROUNDS['gray 0'], red[0]])
      expect(contrast(red[shade], background)).toBeGreaterThanOrEqual(4.5);
  });

  it('white on filled orange (a payment due today), at rest and hovered', () => {
    expect(contrast('#ffffff', variables['--mantine-color-orange-filled'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', variables['--mantine-color-orange-filled-hover'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('white on filled red, and a light red badge', () => {
    expect(contrast('#ffffff', red[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(red[9], red[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['teal', 'green', 'orange', 'yellow', 'lime', 'cyan'] as const)(
    '%s text on white and on its light badge',
    (color) => {
      const text = variables[`--mantine-color-${color}-light-color`] ?? '';
      expect(variables[`--mantine-color-${color}-text`]).toBe(text);
      for (const background of ['#ffffff', merged.colors[color][0], merged.colors[color][1]])
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
