import { useEffect, useRef, type RefObject } from 'react';

/** What counts as someone using the page; the heartbeat's polling, say, does not. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * When the person last used the page (ms since the epoch; loading it counts), with `onActivity` called on
 * each use. Listening in the capture phase, so that a component stopping an event still counts.
 */
export function useUserActivity(onActivity: () => void): RefObject<number> {
  const lastActivity = useRef(Date.now());
  const onActivityRef = useRef(onActivity);
  onActivityRef.current = onActivity;
  useEffect(() => {
    const record = () => {
      lastActivity.current = Date.now();
      onActivityRef.current();
    };
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, record, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, record, options);
    };
  }, []);
  return lastActivity;
}
