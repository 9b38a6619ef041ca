import type { ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { PageTitle } from '../components/page-title';
import { useUserToday } from './today';

interface WaitForUserTodayProps {
  /** The page's title, shown above the loader while the user's time zone loads. */
  title: string;
  /** The page, given today where the user lives. */
  children: (today: string) => ReactNode;
}

/**
 * A page that starts from today (a new record's form, the calendar's month) opens once the user's time
 * zone is known, so that it starts from their day rather than the browser's. A form takes the day once,
 * as its initial value, so a later render never changes a date under an edit.
 */
export function WaitForUserToday({ title, children }: WaitForUserTodayProps) {
  const today = useUserToday();
  if (today === undefined) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <PageLoader />
      </>
    );
  }
  return children(today);
}
