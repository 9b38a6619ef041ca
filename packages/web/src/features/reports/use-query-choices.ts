import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A report's choices, kept in the address query so that a view can be bookmarked, reloaded and shared. The
 * address is the only copy: a choice made on the page replaces it (without a history entry per click, so
 * Back still leaves the report).
 */
export function useQueryChoices<Choices>(
  fromQuery: (params: URLSearchParams) => Choices,
  toQuery: (choices: Choices) => URLSearchParams,
): [Choices, (next: Choices) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // Parsed again only when the address changes, so the choices keep their identity between renders.
  const choices = useMemo(() => fromQuery(new URLSearchParams(text)), [fromQuery, text]);
  const choose = useCallback((next: Choices) => setParams(toQuery(next), { replace: true }), [setParams, toQuery]);
  return [choices, choose];
}
