import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Goes back one page, or home when this page was the first one opened (going back would leave the app). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/');
    else navigate(-1);
  }, [key, navigate]);
}
