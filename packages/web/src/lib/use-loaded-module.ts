import { useEffect, useState } from 'react';
import type { RememberedLoad } from './lazy-page';

/**
 * A lazily loaded module without suspending: undefined until it has arrived, then the module, with a
 * render of its own. Content that suspends is revealed by React in batches, up to 300 ms after its
 * fallback showed; a part drawn as soon as its code arrives (the signed-in frame, the dashboard's charts)
 * waits for none. A failed load is thrown at the render, to the nearest error boundary, as a lazy
 * component's would be.
 */
export function useLoadedModule<M>(load: RememberedLoad<M>): M | undefined {
  const [module, setModule] = useState(() => load.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module) return;
    let current = true;
    load().then(
      (arrived) => {
        if (current) setModule(() => arrived);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, module]);
  if (failure) throw failure.error;
  return module ?? load.loaded;
}
