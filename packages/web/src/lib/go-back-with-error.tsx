import { useEffect } from 'react';
import { showError } from './toasts';
import { useGoBack } from './use-go-back';

/** For an address that cannot name a record: shows the message as an error toast and goes back one page. */
export function GoBackWithError({ message }: { message: string }) {
  const goBack = useGoBack();
  useEffect(() => {
    showError(message);
    goBack();
  }, [message, goBack]);
  return null;
}
