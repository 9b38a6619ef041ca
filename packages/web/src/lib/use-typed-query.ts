import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long typing pauses before the address follows: one history write per word, not per letter. */
export const TYPED_QUERY_DELAY_MS = 300;

/**
 * A search box whose text lives in the address (`useQueryChoices`): the box follows the keyboard at once,
 * from its own copy, and the address follows once typing pauses. Bound to the address directly, the box
 * would lag a render behind each key (the router updates the address in a transition) and could drop
 * letters typed quickly.
 */
export function useTypedQuery(saved: string, save: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(saved);
  const timer = useRef<number | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  const { pathname } = useLocation();
  // Leaving the page drops a write still waiting: it would bring the address back to this page. The page
  // may still be on screen a moment after the address has moved on (while the next page loads).
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const type = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (window.location.pathname === pathname) saveRef.current(next);
    }, TYPED_QUERY_DELAY_MS);
  };
  return [text, type];
}
