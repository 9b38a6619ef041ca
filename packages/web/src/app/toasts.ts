import { notifications } from '@mantine/notifications';

/** Success and failure toasts; position and the 8 s timeout are set once on the toast list (toast-list.tsx). */
export function showSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

export function showError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message });
}

export function showInfo(message: string, title?: string): void {
  notifications.show({ color: 'hearth', title, message });
}
