import { notifications } from '@mantine/notifications';

// The toast's × has only an icon: without a name, screen readers announce an unnamed button.
const closeButtonProps = { 'aria-label': 'Close' };

/** Success and failure toasts; position and the 8 s timeout are set once on the toast list (toast-list.tsx). */
export function showSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, closeButtonProps });
}

export function showError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}

export function showInfo(message: string, title?: string): void {
  notifications.show({ color: 'hearth', title, message, closeButtonProps });
}
