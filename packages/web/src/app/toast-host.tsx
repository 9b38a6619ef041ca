import { useEffect, useState, type ComponentType } from 'react';
import { notificationsStore } from '@mantine/notifications';

type StoreState = ReturnType<typeof notificationsStore.getState>;

const hasToasts = (state: StoreState) => state.notifications.length + state.queue.length > 0;

/**
 * Toasts are queued in Mantine's store from the start, but the list that shows them (with its transitions
 * and swipe handling) is fetched with the first toast, so that the sign-in page does not load it up front.
 * It is rendered only once its module is there, without Suspense, so that a toast raised together with a
 * navigation cannot hold that navigation back; once there, it stays, so that toasts can animate out.
 */
export function ToastHost() {
  const [ToastList, setToastList] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (ToastList) return;
    let mounted = true;
    const load = () => {
      import('./toast-list').then(
        (module) => mounted && setToastList(() => module.ToastList),
        // Offline or after an update of the server: the next toast tries again.
        () => undefined,
      );
    };
    if (hasToasts(notificationsStore.getState())) load();
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (hasToasts(state)) load();
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [ToastList]);

  return ToastList ? <ToastList /> : null;
}
