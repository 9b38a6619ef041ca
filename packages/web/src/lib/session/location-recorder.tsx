import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the address of the page on screen in `into`, for the session to come back to after it ends. A
 * component of its own, so that a navigation re-renders only it, not the session's consumers.
 */
export function LocationRecorder({ into }: { into: RefObject<string> }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    into.current = `${pathname}${search}${hash}`;
  }, [into, pathname, search, hash]);
  return null;
}
