import type { NotificationsProps } from '@mantine/notifications';

export type ToastPosition = NonNullable<NotificationsProps['position']>;

/** Where an open dialog sits on the screen, in px from the top of the viewport. */
export interface DialogFrame {
  top: number;
  bottom: number;
  /** The foot of its header (title and ×); its top when it has none. */
  headerBottom: number;
}

export interface ToastPlacement {
  position: ToastPosition;
  /** Set when the toasts go just under the dialog's header: the distance from the top of the viewport. */
  top?: number;
}

/** What one toast of two or three lines takes, its margin included, at a phone's width. */
export const TOAST_ROOM_PX = 120;
const GAP_PX = 8;

/**
 * Where toasts go so that they never cover an open dialog's title or its buttons: below the dialog when
 * the screen has room there, else above it, else (a dialog as tall as the screen) just under its header,
 * over the top of its body, far from the buttons at its foot. Without a dialog, where the layout puts them.
 */
export function toastPlacement(
  dialog: DialogFrame | null,
  viewportHeight: number,
  withoutDialog: ToastPosition,
): ToastPlacement {
  if (!dialog) return { position: withoutDialog };
  if (viewportHeight - dialog.bottom >= TOAST_ROOM_PX) return { position: 'bottom-center' };
  if (dialog.top >= TOAST_ROOM_PX) return { position: 'top-center' };
  return { position: 'top-center', top: Math.round(dialog.headerBottom + GAP_PX) };
}
