import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { showUndoable } from '../lib/undo-toast';

function renderShell() {
  render(
    <Providers queryClient={createQueryClient()}>
      <p>page</p>
    </Providers>,
  );
}

describe('showUndoable', () => {
  it('shows the message with an Undo button that takes the change back and says so', async () => {
    renderShell();
    let undone = 0;
    act(() =>
      showUndoable('Transaction Deleted Successfully.', async () => {
        undone += 1;
        return 'Transaction restored.';
      }),
    );
    expect(await screen.findByText('Transaction Deleted Successfully.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Transaction restored.')).toBeTruthy();
    expect(undone).toBe(1);
  });

  it('says why an undo was refused', async () => {
    renderShell();
    act(() =>
      showUndoable('2 transactions updated.', async () => {
        throw new Error('Already undone.');
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Already undone.')).toBeTruthy();
  });
});
