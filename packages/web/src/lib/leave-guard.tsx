import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation, type Navigator } from 'react-router';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { listenToHistorySteps } from './history-steps';

/** What an editor asks of the guard (through `useLeaveEditor`). */
export interface LeaveGuard {
  /** Says that an editor holds changes not yet saved; the returned function says it no longer does. */
  hold: () => () => void;
  /** Lets the navigation that follows at once through without asking: a save that moves on, a Cancel. */
  allowNext: () => void;
}

export const LeaveGuardContext = createContext<LeaveGuard | null>(null);

export const DISCARD_TITLE = 'Discard changes?';

/** The position of a history entry, as the router numbers its entries (`idx` of `history.state`). */
function entryIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/**
 * Asks "Discard changes?" before leaving a page whose editor holds unsaved changes, whichever way the
 * person leaves: a link or menu of the app (its navigations pass through here), the browser's Back and
 * Forward (the step is undone at once, then taken again if the person discards), or a reload or closed
 * tab (the browser's own question). The declarative router has no blockers; the data router that has them
 * would weigh on the sign-in page (app/router.tsx).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const context = useContext(NavigationContext);
  const { navigator } = context;
  const location = useLocation();
  const holders = useRef(0);
  /** One navigation may pass unasked: set just before it, and cleared after the current task either way. */
  const allowed = useRef(false);
  /** The next history step (popstate) is one the person agreed to, or the app itself took. */
  const stepAllowed = useRef(false);
  /** The history step that undoes one taken while changes were held: neither the router nor the guard sees it. */
  const undoing = useRef(false);
  const asking = useRef(false);
  const currentIndex = useRef<number | null>(null);

  useEffect(() => {
    currentIndex.current = entryIndex(window.history.state);
  }, [location]);

  const guard = useMemo(() => {
    const mustAsk = () => holders.current > 0 && !allowed.current;
    const ask = (leave: () => void) => {
      if (asking.current) return;
      asking.current = true;
      modals.openConfirmModal({
        title: DISCARD_TITLE,
        children: (
          <Text size="sm">What you changed on this page has not been saved. Leave it and lose the changes?</Text>
        ),
        labels: { confirm: 'Discard changes', cancel: 'Keep editing' },
        confirmProps: { color: 'red' },
        closeButtonProps: { 'aria-label': 'Close' },
        onConfirm: () => {
          holders.current = 0;
          leave();
        },
        onClose: () => {
          asking.current = false;
        },
      });
    };
    const through = (navigate: () => void) => {
      if (!mustAsk()) {
        allowed.current = false;
        navigate();
      } else ask(navigate);
    };
    const go = (delta: number) => {
      stepAllowed.current = true;
      navigator.go(delta);
    };
    const guarded: Navigator = {
      createHref: (to) => navigator.createHref(to),
      ...(navigator.encodeLocation ? { encodeLocation: navigator.encodeLocation } : {}),
      push: (to, state, options) => through(() => navigator.push(to, state, options)),
      replace: (to, state, options) => through(() => navigator.replace(to, state, options)),
      go: (delta) => through(() => go(delta)),
    };
    const api: LeaveGuard = {
      hold: () => {
        holders.current += 1;
        let held = true;
        return () => {
          if (held) holders.current = Math.max(0, holders.current - 1);
          held = false;
        };
      },
      allowNext: () => {
        allowed.current = true;
        window.setTimeout(() => {
          allowed.current = false;
        });
      },
    };
    return { guarded, api, ask };
  }, [navigator]);

  useEffect(() => {
    // Heard before the router's own listener, which never learns of a step undone.
    const onStep = (event: PopStateEvent) => {
      if (undoing.current) {
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (stepAllowed.current) {
        stepAllowed.current = false;
        return;
      }
      const to = entryIndex(event.state);
      const from = currentIndex.current;
      if (holders.current === 0 || to === null || from === null || to === from) return;
      event.stopImmediatePropagation();
      undoing.current = true;
      window.history.go(from - to);
      guard.ask(() => {
        stepAllowed.current = true;
        window.history.go(to - from);
      });
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (holders.current > 0) event.preventDefault();
    };
    const stopListening = listenToHistorySteps(onStep);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      stopListening();
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [guard]);

  const navigation = useMemo(() => ({ ...context, navigator: guard.guarded }), [context, guard]);
  return (
    <NavigationContext.Provider value={navigation}>
      <LeaveGuardContext.Provider value={guard.api}>{children}</LeaveGuardContext.Provider>
    </NavigationContext.Provider>
  );
}
