import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Ember orange: warm like the name, and dark enough at the primary shade for white button text. */
const hearth: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/**
 * Mantine's red with darker text shades: red is how overdue payments and money going out read, so shades
 * 6 and up keep at least 4.5:1 against white, the grey page and the palest reds (WCAG AA for text), and
 * white text on the filled shade does too. The pale shades stay Mantine's for backgrounds.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d32f2f',
  '#c92a2a',
  '#b72525',
  '#a61e1e',
];

/**
 * Secondary text. Mantine's dimmed grey (#868e96) reads at 3.3:1 on white; this one keeps 4.5:1 even on
 * the grey page and on the shaded rows of tables, while still reading as secondary beside black text.
 */
const DIMMED_TEXT = '#666e75';

export const theme = createTheme({
  primaryColor: 'hearth',
  primaryShade: 7,
  colors: { hearth, red },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
});

/**
 * Text shades for the light palettes whose own (shade 9 on shade 1 for light badges, shade 7 for coloured
 * text) read below 4.5:1: each is that palette's shade 9 darkened just enough to pass on its pale shades
 * and on white.
 */
const READABLE_TEXT: Record<string, string> = {
  teal: '#077252',
  green: '#247434',
  orange: '#ae3a0c',
  yellow: '#a15300',
  lime: '#4a760a',
  cyan: '#0a697a',
};

/**
 * Filled orange (a payment due today) behind white text: Mantine's shade 7 (#f76707) reads at 3:1, this
 * darker ember at 5.2:1, still orange beside the filled red of an overdue one.
 */
const FILLED_ORANGE = { filled: '#c2410c', hover: '#9a3412' };

/** The light scheme's dimmed, error and coloured text, which Mantine sets outside the theme object. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    // A file input's "Choose a file" is text, not a placeholder attribute: it must read as dimmed text does.
    '--mantine-color-placeholder': DIMMED_TEXT,
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-orange-filled': FILLED_ORANGE.filled,
    '--mantine-color-orange-filled-hover': FILLED_ORANGE.hover,
    ...Object.fromEntries(
      Object.entries(READABLE_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-text`, text],
      ]),
    ),
  },
  dark: {},
});
