import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's choices (a report's filters, a list's search and switches), kept in the address query so that a
 * view can be bookmarked, reloaded, shared and found again with Back. The address is the only copy: a
 * choice made on the page replaces it (without a history entry per click, so Back still leaves the page).
 * A choice changes only what it names, on top of the choices as last chosen: two made before the page
 * renders again (a date typed, then the next) both stay. What the address holds for others (another
 * hook's choices on the same page) is left as it is. A choice shows at once: the router moves the address
 * in a transition, and a switch bound to the address alone would flip back until it lands.
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
  // What was chosen, over the address it was chosen on: shown until the address has moved.
  const [chosen, setChosen] = useState<{ over: Choices; value: Choices } | null>(null);
  const choose = useCallback(
    (change: Partial<Choices>) => {
      const before = toQuery(latest.current);
      latest.current = { ...latest.current, ...change };
      setChosen({ over: parsed.current, value: latest.current });
      const after = toQuery(latest.current);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of new Set([...before.keys(), ...after.keys()])) next.delete(name);
          for (const [name, value] of after) next.append(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, toQuery],
  );
  return [chosen && chosen.over === choices ? chosen.value : choices, choose];
}
