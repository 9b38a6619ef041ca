import {
  AccountType,
  toCents,
  TransactionType,
  type QuickTransactionRequest,
  type Transaction,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { writeLedger } from '../ledger/context.js';
import { createTransaction } from '../ledger/writer.js';
import { getTransaction } from './service.js';

/**
 * A payment from the user's default account to a Quick Entry third party, on its default subcategory and
 * budget; the third party and the default account are read inside the write.
 */
export async function quickTransaction(
  deps: AppDeps,
  auth: AuthContext,
  input: QuickTransactionRequest,
): Promise<Transaction> {
  const id = await writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      const scope = familyScope(ledger.trx, auth.familyId);
      const user = await scope
        .selectFrom('users')
        .select('default_account_id')
        .where('id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      const debitAccountId = input.debitAccountId ?? user.default_account_id;
      if (!debitAccountId) throw badRequest('Choose a default account on the User page to use Quick Entry.');
      const payee = await scope
        .selectFrom('accounts')
        .select([
          'account_type_id',
          'can_quick_transaction',
          'default_subcategory_id',
          'default_budget_id',
          'is_deleted',
          'is_active',
        ])
        .where('id', '=', input.creditAccountId)
        .executeTakeFirst();
      if (
        !payee ||
        payee.is_deleted ||
        payee.account_type_id !== AccountType.ThirdParty ||
        !payee.can_quick_transaction
      ) {
        throw badRequest('Third party: choose one that is set up for Quick Transaction.');
      }
      return createTransaction(ledger, {
        date: input.date,
        typeId: TransactionType.Payment,
        debitAccountId,
        creditAccountId: input.creditAccountId,
        description: '',
        lines: [
          {
            amount: toCents(input.amount),
            subcategoryId: payee.default_subcategory_id,
            budgetId: payee.default_budget_id,
          },
        ],
        tagIds: [],
      });
    },
    { userId: auth.userId },
  );
  return getTransaction(deps, auth.familyId, id);
}
