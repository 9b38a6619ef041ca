import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A report's choices, kept in the address query so that a view can be bookmarked, reloaded and shared. The
 * address is the only copy: a choice made on the page replaces it (without a history entry per click, so
 * Back still leaves the report). A choice changes only what it names, on top of the choices as last
 * chosen: two made before the page renders again (a date typed, then the next) both stay.
 */
export function useQueryChoices<Choices>(
  fromQuery: (params: URLSearchParams) => Choices,
  toQuery: (choices: Choices) => URLSearchParams,
): [Choices, (change: Partial<Choices>) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // Parsed again only when the address changes, so the choices keep their identity between renders.
  const choices = useMemo(() => fromQuery(new URLSearchParams(text)), [fromQuery, text]);
  // The choices as last chosen: the address's, until a choice is made that the address does not show yet.
  const parsed = useRef(choices);
  const latest = useRef(choices);
  if (parsed.current !== choices) {
    parsed.current = choices;
    latest.current = choices;
  }
  const choose = useCallback(
    (change: Partial<Choices>) => {
      latest.current = { ...latest.current, ...change };
      setParams(toQuery(latest.current), { replace: true });
    },
    [setParams, toQuery],
  );
  return [choices, choose];
}
