import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'hearth',
  primaryShade: 7,
  colors: { hearth },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
});
