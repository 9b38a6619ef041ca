import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

// A phone's screen is 844 px high.
const SCREEN = 844;

describe('toastPlacement', () => {
  it.each([
    { name: 'no dialog: where the layout puts them', dialog: null, placement: { position: 'top-center' } },
    {
      name: 'a short dialog in the middle: below it, clear of its title',
      dialog: { top: 300, bottom: 540, headerBottom: 360 },
      placement: { position: 'bottom-center' },
    },
    {
      name: 'a dialog reaching the foot of the screen: above it',
      dialog: { top: 200, bottom: 800, headerBottom: 260 },
      placement: { position: 'top-center' },
    },
    {
      name: 'a dialog as tall as the screen: just under its header, far from its buttons',
      dialog: { top: 42, bottom: 802, headerBottom: 102 },
      placement: { position: 'top-center', top: 110 },
    },
  ] as const)('$name', ({ dialog, placement }) => {
    expect(toastPlacement(dialog, SCREEN, 'top-center')).toEqual(placement);
  });
});
