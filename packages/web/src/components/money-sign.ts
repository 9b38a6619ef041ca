import { AccountType } from '@hearth/contract';

/**
 * The one rule for the sign of an amount on screen (docs/money.md, "Signs"): amounts are seen from the
 * family's own money. What leaves it is below zero (and red, `<Money signed>`), what comes in is above.
 * A bank account's balance is the family's money as it is. A third party's balance counts what it was
 * paid, less what it paid: seen from the family that is the other way round, so a landlord paid $1,650
 * shows -$1,650.00 and an employer who paid $5,230 shows $5,230.00, as their payments show in the
 * registers, the search results and the lists alike.
 */
export function seenFromFamily(accountTypeId: number, amount: number): number {
  // 0 - amount rather than -amount: a zero must not print as -$0.00.
  return accountTypeId === AccountType.ThirdParty ? 0 - amount : amount;
}
