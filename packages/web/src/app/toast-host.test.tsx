import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { showError } from '../lib/toasts';

describe('ToastHost', () => {
  it('shows a toast raised before its list was loaded', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <p>page</p>
      </Providers>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => showError('The server could not be reached'));
    expect(await screen.findByText('The server could not be reached')).toBeTruthy();
  });
});
