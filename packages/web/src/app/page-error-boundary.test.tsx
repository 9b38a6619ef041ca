import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { Messages } from '@hearth/contract';
import { renderWithApp } from '../test/render';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('the page broke');
}

describe('PageErrorBoundary', () => {
  it('shows the product error and a reload instead of a page that fails, and recovers at another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <>
        <Link to="/fine">Elsewhere</Link>
        <PageErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>A page that works</p>} />
          </Routes>
        </PageErrorBoundary>
      </>,
      { route: '/broken' },
    );
    expect(screen.getByText(Messages.unhandled)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();

    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(screen.getByText('A page that works')).toBeTruthy();
    expect(screen.queryByText(Messages.unhandled)).toBeNull();
    vi.restoreAllMocks();
  });
});
