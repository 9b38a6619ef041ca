import { useMatches } from '@mantine/core';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import classes from './toast-list.module.css';

const TOAST_TIMEOUT_MS = 8000;

/**
 * Where toasts appear, each closing after 8 s: never over the action that raised them. A page's actions
 * sit at its right (Save, Bulk Update, a title's Edit and Delete) and at the foot of a form; so on a wide
 * screen toasts come at the foot of the page's column, centred in it; on a phone, whose forms end in a
 * full-width Save, they come from the top, over the header.
 */
export function ToastList() {
  const position = useMatches<NotificationsProps['position']>({ base: 'top-center', md: 'bottom-center' });
  return <Notifications position={position} autoClose={TOAST_TIMEOUT_MS} classNames={{ root: classes.root }} />;
}
