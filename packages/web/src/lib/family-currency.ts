import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../api/user';
import { DEFAULT_CURRENCY, moneyDisplay, setMoneyDisplay } from './money-display';

/**
 * The signed-in family's currency, set as the one money is written in before the pages under the shell
 * draw (the shell remounts them when it changes, so no amount keeps the old sign). While the profile is
 * being read again (a heartbeat reloads every query) the currency known stays: a remount then would drop
 * what the pages hold, a form's pending save among them.
 */
export function useFamilyCurrency(): string {
  const currency = useQuery({ ...currentUserQuery(), select: (user) => user.currencyCode ?? DEFAULT_CURRENCY }).data;
  if (currency !== undefined && moneyDisplay().currency !== currency) setMoneyDisplay({ currency });
  return moneyDisplay().currency;
}
