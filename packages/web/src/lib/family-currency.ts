import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../api/user';
import { DEFAULT_CURRENCY, moneyDisplay, setMoneyDisplay } from './money-display';

/**
 * The signed-in family's currency, set as the one money is written in before the pages under the shell
 * draw (the shell remounts them when it changes, so no amount keeps the old sign). Dollars until the
 * profile has loaded, and for a profile that names no currency.
 */
export function useFamilyCurrency(): string {
  const currency = useQuery({ ...currentUserQuery(), select: (user) => user.currencyCode ?? DEFAULT_CURRENCY }).data;
  const shown = currency ?? DEFAULT_CURRENCY;
  if (moneyDisplay().currency !== shown) setMoneyDisplay({ currency: shown });
  return moneyDisplay().currency;
}
