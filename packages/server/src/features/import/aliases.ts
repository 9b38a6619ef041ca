import type { KnownAccount } from '../../domain/import/payees.js';
import { payeeKey } from '../../domain/import/payee-names.js';
import { clip } from '../../domain/import/text.js';
import type { LedgerContext } from '../ledger/context.js';
import { batchesOf } from '../ledger/reconcile.js';
import type { RowPlan } from './decisions.js';

export interface AliasLesson {
  plan: RowPlan;
  account: KnownAccount;
}

/**
 * Learns what the bank calls an account: when the person chose a row's account, or a row with a payee
 * matched a transaction with another account, that payee (or description), without its payment codes,
 * numbers and references (payee-names.ts), names that account in the next import, whatever reference the
 * next row carries. A name that is the account's own needs no alias.
 */
export async function learnAliases(ledger: LedgerContext, lessons: AliasLesson[]): Promise<void> {
  const learnt = new Map<string, number>();
  for (const { plan, account } of lessons) {
    const key = clip(payeeKey(plan.row.payee || plan.row.description), 200);
    if (key && key !== payeeKey(account.name)) learnt.set(key, account.id);
  }
  for (const batch of batchesOf([...learnt])) {
    await ledger.trx
      .insertInto('payee_aliases')
      .values(
        batch.map(([key, accountId]) => ({
          family_id: ledger.familyId,
          payee_key: key,
          account_id: accountId,
          created_at: ledger.now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['family_id', 'payee_key'])
          .doUpdateSet((eb) => ({ account_id: eb.ref('excluded.account_id') })),
      )
      .execute();
  }
}
