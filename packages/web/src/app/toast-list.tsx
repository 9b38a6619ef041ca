import { Notifications } from '@mantine/notifications';

const TOAST_TIMEOUT_MS = 8000;

/** Where toasts appear: bottom-right, each closing after 8 s. */
export function ToastList() {
  return <Notifications position="bottom-right" autoClose={TOAST_TIMEOUT_MS} />;
}
