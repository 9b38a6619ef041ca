import { useCallback, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LeaveGuardContext } from './leave-guard';

export interface LeaveEditor {
  /**
   * Leaves on purpose, without asking: after a save or a delete (the changes are kept, or gone with the
   * record), or on Cancel (the person chose to drop them). `go` navigates, or closes the editor.
   */
  leaveWith: (go: () => void) => void;
  /**
   * Back a page without asking, as after a save or a delete. Opened directly (a bookmark, a new tab) there
   * is no page to go back to: `fallback` opens instead, replacing the editor's entry.
   */
  leave: (fallback?: string) => void;
}

/** The changes differ from what was loaded: the editors' drafts are plain data, compared as such. */
export function draftChanged<T>(draft: T, saved: T): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/**
 * The one way an editor (account, budget, schedule, category…) leaves: while `dirty`, any other way off
 * the page (a link, the menus, Back, a reload) first asks "Discard changes?" (lib/leave-guard.tsx).
 */
export function useLeaveEditor(dirty: boolean): LeaveEditor {
  const guard = useContext(LeaveGuardContext);
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => (dirty && guard ? guard.hold() : undefined), [dirty, guard]);
  const leaveWith = useCallback(
    (go: () => void) => {
      guard?.allowNext();
      go();
    },
    [guard],
  );
  const leave = useCallback(
    (fallback = '/') =>
      leaveWith(() => {
        if (key !== 'default') navigate(-1);
        else navigate(fallback, { replace: true });
      }),
    [key, leaveWith, navigate],
  );
  return { leaveWith, leave };
}
