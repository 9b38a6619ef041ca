import { notifications } from '@mantine/notifications';

// The toast's × has only an icon: without a name, screen readers announce an unnamed button.
export const TOAST_CLOSE_BUTTON = { 'aria-label': 'Close' };

/**
 * One toast per message: the same words said again while the first is still shown (five requests refused
 * by one revoked session) do not stack a second copy, since a toast of a known id is not added twice.
 */
function show(color: string, message: string, title: string | undefined): void {
  notifications.show({
    id: `toast ${color} ${title ?? ''} ${message}`,
    color,
    title,
    message,
    closeButtonProps: TOAST_CLOSE_BUTTON,
  });
}

/** Success and failure toasts; position and the 8 s timeout are set once on the toast list (toast-list.tsx). */
export function showSuccess(message: string, title?: string): void {
  show('teal', message, title);
}

export function showError(message: string, title?: string): void {
  show('red', message, title);
}

export function showInfo(message: string, title?: string): void {
  show('hearth', message, title);
}
