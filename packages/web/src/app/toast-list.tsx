import { useMatches } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './toast-list.module.css';
import { toastPlacement, type ToastPosition } from './toast-placement';
import { useDialogFrame } from './use-dialog-frame';

const TOAST_TIMEOUT_MS = 8000;

/**
 * Where toasts appear, each closing after 8 s: never over the action that raised them. A page's actions
 * sit at its right (Save, Bulk Update, a title's Edit and Delete) and at the foot of a form; so on a wide
 * screen toasts come at the foot of the page's column, centred in it; on a phone, whose forms end in a
 * full-width Save, they come from the top, over the header. While a dialog is open they keep clear of its
 * title and buttons instead (toast-placement.ts).
 */
export function ToastList() {
  const withoutDialog = useMatches<ToastPosition>({ base: 'top-center', md: 'bottom-center' });
  const { dialog, viewportHeight } = useDialogFrame();
  const { position, top } = toastPlacement(dialog, viewportHeight, withoutDialog);
  return (
    <Notifications
      position={position}
      autoClose={TOAST_TIMEOUT_MS}
      classNames={{ root: classes.root }}
      // Every position's container takes the style: a variable, read by the top-centre one only.
      style={top === undefined ? undefined : { '--toasts-top': `${top}px` }}
      data-beside-dialog={dialog ? true : undefined}
    />
  );
}
