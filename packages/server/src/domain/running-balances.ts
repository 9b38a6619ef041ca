/** One transaction of an account, as the walk reads it: amount in cents. */
export interface AccountMovement {
  id: number;
  /** The account money left; any other account of the transaction received it. */
  debitAccountId: number;
  amount: number;
}

/**
 * An account's balance after each of its transactions, by transaction id. The transactions come newest
 * first: the balance after the newest is the account's balance now, and each older one is found by taking
 * back the effect of the ones after it (a debit took money out of the account, a credit put it in).
 */
export function runningBalances(
  accountId: number,
  balanceNow: number,
  newestFirst: readonly AccountMovement[],
): Map<number, number> {
  const running = new Map<number, number>();
  let balance = balanceNow;
  for (const movement of newestFirst) {
    running.set(movement.id, balance);
    balance += movement.debitAccountId === accountId ? movement.amount : -movement.amount;
  }
  return running;
}
