import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Where the amount boxes inside say that what they hold cannot be read (see `MoneyInput`). */
export interface MoneyRefusals {
  /** Holds a refusal until the returned release is called (the box is fixed or leaves). */
  hold: (message: string) => () => void;
}

const RefusalsContext = createContext<MoneyRefusals | null>(null);

export function useMoneyRefusals(): MoneyRefusals | null {
  return useContext(RefusalsContext);
}

/** Hands the refusals of the amount boxes inside to the gate that made `refusals`. */
export function MoneyRefusalsScope({ refusals, children }: { refusals: MoneyRefusals; children: ReactNode }) {
  return <RefusalsContext.Provider value={refusals}>{children}</RefusalsContext.Provider>;
}

/**
 * For a dialog or panel that saves without a form's submit (where the browser's own check of an invalid
 * field does not stop it): wrap its fields in `<MoneyRefusalsScope refusals={refusals}>`, and do not save
 * while `refused` holds a message.
 */
export function useMoneyRefusalGate(): { refused: string | null; refusals: MoneyRefusals } {
  const held = useRef(new Map<number, string>());
  const nextKey = useRef(0);
  const [refused, setRefused] = useState<string | null>(null);
  const refusals = useMemo<MoneyRefusals>(() => {
    const update = () => setRefused(held.current.values().next().value ?? null);
    return {
      hold: (message) => {
        const key = nextKey.current++;
        held.current.set(key, message);
        update();
        return () => {
          held.current.delete(key);
          update();
        };
      },
    };
  }, []);
  return { refused, refusals };
}
