import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const ToastList = lazy(async () => ({ default: (await import('./toast-list')).ToastList }));

/**
 * Toasts are queued in Mantine's store from the start, but the list that shows them (with its transitions
 * and swipe handling) is fetched with the first toast, so that the sign-in page does not load it up front.
 * Once there, it stays, so that toasts can animate out.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
