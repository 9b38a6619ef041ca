import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showError, showSuccess } from './toasts';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

describe('toasts', () => {
  afterEach(() => cleanNotifications());

  it('shows one toast for the same words said five times', () => {
    for (let i = 0; i < 5; i += 1) showError("You're now logged out");
    expect(shown().map((toast) => toast.message)).toEqual(["You're now logged out"]);
  });

  it('keeps different messages, and the same words as success and as failure, apart', () => {
    showError('Saved?');
    showSuccess('Saved?');
    showSuccess('Transaction Saved');
    expect(shown()).toHaveLength(3);
  });

  it('gives every toast a named close button', () => {
    showSuccess('Transaction Saved');
    expect(shown()[0]?.closeButtonProps).toEqual({ 'aria-label': 'Close' });
  });
});
