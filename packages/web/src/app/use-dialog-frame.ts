import { useEffect, useState } from 'react';
import type { DialogFrame } from './toast-placement';

/** A modal dialog or drawer (a popover's dropdown is a dialog too, but not a modal one). */
const MODAL = 'section[role="dialog"][aria-modal="true"]';
const HEADER = '.mantine-Modal-header, .mantine-Drawer-header';

function sameFrame(a: DialogFrame | null, b: DialogFrame | null): boolean {
  return (
    a === b ||
    (a !== null && b !== null && a.top === b.top && a.bottom === b.bottom && a.headerBottom === b.headerBottom)
  );
}

/** The frame of the modal dialog on top (the last one opened), or null while none is open. */
function openDialogFrame(): DialogFrame | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>(MODAL)].filter((dialog) => dialog.isConnected);
  const dialog = dialogs.at(-1);
  if (!dialog) return null;
  const frame = dialog.getBoundingClientRect();
  if (frame.height === 0) return null;
  const header = dialog.querySelector(HEADER)?.getBoundingClientRect();
  return { top: frame.top, bottom: frame.bottom, headerBottom: header ? header.bottom : frame.top };
}

/**
 * Follows where an open modal dialog sits, and the height of the screen, so that the toasts can keep
 * clear of it: dialogs open and close, grow with their content, and settle after their opening transition.
 */
export function useDialogFrame(): { dialog: DialogFrame | null; viewportHeight: number } {
  const [state, setState] = useState(() => ({ dialog: openDialogFrame(), viewportHeight: window.innerHeight }));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const dialog = openDialogFrame();
      const viewportHeight = window.innerHeight;
      setState((current) =>
        sameFrame(current.dialog, dialog) && current.viewportHeight === viewportHeight
          ? current
          : { dialog, viewportHeight },
      );
    };
    const soon = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(soon);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', soon);
    document.addEventListener('transitionend', soon, true);
    soon();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', soon);
      document.removeEventListener('transitionend', soon, true);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
