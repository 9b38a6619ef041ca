import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * After a save or a delete the editor goes back a page. Opened directly (a bookmark, a new tab), there is
 * no page to go back to, so it opens the bank account's transactions instead, or home without one.
 */
export function useLeaveEditor(): (bankAccountId: number | null) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (bankAccountId) => {
      if (key !== 'default') navigate(-1);
      else navigate(bankAccountId ? `/transactions/${bankAccountId}` : '/', { replace: true });
    },
    [key, navigate],
  );
}
