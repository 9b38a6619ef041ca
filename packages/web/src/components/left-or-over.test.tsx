import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { LeftOrOver } from './left-or-over';

describe('LeftOrOver', () => {
  it.each([
    { left: 120, text: '$120.00 left' },
    { left: 0, text: '$0.00 left' },
    // Overspent: how far over, never "−$3,013.00 left".
    { left: -3013, text: 'over by $3,013.00' },
  ])('$left reads "$text"', ({ left, text }) => {
    renderWithApp(
      <p data-testid="figure">
        <LeftOrOver left={left} />
      </p>,
    );
    expect(screen.getByTestId('figure').textContent?.replace(/\s+/g, ' ').trim()).toBe(text);
  });

  // Under a column headed Left (a budget's periods), the word "left" goes where the heading shows; the
  // heading never says "over by", so that stays at every width.
  it.each([
    { left: -3013, words: 'over by', hiddenOnWideScreens: false },
    { left: 120, words: 'left', hiddenOnWideScreens: true },
  ])(
    'under a Left column, "$words" is hidden on wide screens: $hiddenOnWideScreens',
    ({ left, words, hiddenOnWideScreens }) => {
      renderWithApp(<LeftOrOver left={left} leftWordHiddenFrom="sm" />);
      const said = screen.getByText(words, { exact: false });
      expect(said.classList.contains('mantine-hidden-from-sm')).toBe(hiddenOnWideScreens);
    },
  );
});
