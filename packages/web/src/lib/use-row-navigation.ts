import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click anywhere on a row opens the row's page. The name cell holds a real link for keyboards and
 * middle clicks, and a row may hold buttons of its own (Pay); a click on those is left to them, so one
 * click does not push the page twice.
 */
export function useRowNavigation(): (to: string) => (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (to) => (event) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    navigate(to);
  };
}
