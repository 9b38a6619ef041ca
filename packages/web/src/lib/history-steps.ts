/**
 * The first listener of the browser's Back and Forward (popstate), registered when this module loads,
 * before the router registers its own: a step taken while an editor holds unsaved changes can then be
 * kept from the router and undone (lib/leave-guard.tsx). The browser calls a window's popstate listeners
 * in the order they were added, so this module is loaded by app/router.tsx, ahead of the router.
 */
type StepListener = (event: PopStateEvent) => void;

let listener: StepListener | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => listener?.(event));
}

/** Hands the steps to `next` (which may stop them reaching the router) until the returned function is called. */
export function listenToHistorySteps(next: StepListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
