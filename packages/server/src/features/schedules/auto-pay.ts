import { dayInTimeZone } from '@hearth/contract';
import { ruleDates, type RecurrenceRule } from '../../domain/recurrence.js';
import { expandScheduleEvents } from '../../domain/schedule-events.js';
import type { AppDeps } from '../../platform/deps.js';
import { writeForFamily } from '../../platform/tenancy.js';
import { insertTransaction } from '../transactions/service.js';
import { loadHistory, ruleOf, schedulesQuery } from './rows.js';

/** The day in the family's time zone (its first member's). */
async function familyToday(deps: AppDeps, familyId: number): Promise<string> {
  const user = await deps.db.kysely.selectFrom('users').select('timezone_id').where('family_id', '=', familyId).orderBy('id').executeTakeFirst();
  return dayInTimeZone(deps.clock(), user?.timezone_id ?? 'UTC');
}

/** The payment number that auto-pay starts after when it is switched on: everything dated before today is left to the family. */
export function autoPayBoundary(rule: RecurrenceRule, today: string): number {
  return ruleDates(rule, today).filter((payment) => payment.date < today).length;
}

/**
 * Records the transaction of every auto-pay payment due by today that has not been handled yet. Each
 * payment is claimed by moving the schedule's auto_paid_through from n-1 to n in the same database
 * transaction as the payment, so it happens once even with several server instances running this job.
 * Skipped or already paid payments are passed over.
 */
export async function runAutoPay(deps: AppDeps): Promise<number> {
  const families = await deps.db.kysely.selectFrom('schedules').select('family_id').distinct().where('auto_pay', '=', 1).where('is_deleted', '=', 0).execute();
  let recorded = 0;
  for (const { family_id: familyId } of families) {
    const today = await familyToday(deps, familyId);
    const rows = await schedulesQuery(deps.db.kysely, familyId).where('schedules.auto_pay', '=', 1).where('schedules.is_deleted', '=', 0).execute();
    const history = await loadHistory(deps.db.kysely, familyId, rows.map((row) => row.id));
    for (const row of rows) {
      const events = expandScheduleEvents(ruleOf(row), Number(row.amount), history.variations.get(row.id) ?? [], history.payments.get(row.id) ?? [], { today, until: today });
      for (const event of events.filter((e) => e.paymentNumber > row.auto_paid_through && e.date <= today)) {
        const claimed = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
          const claim = await trx
            .updateTable('schedules')
            .set({ auto_paid_through: event.paymentNumber })
            .where('id', '=', row.id)
            .where('auto_paid_through', '=', event.paymentNumber - 1)
            .executeTakeFirst();
          if (Number(claim.numUpdatedRows) !== 1) return false;
          if (!event.isPayable) return true;
          const now = deps.clock().toISOString();
          const input = {
            transactionDate: event.date,
            transactionTypeId: row.transaction_type_id as 1 | 2 | 3,
            debitAccountId: row.debit_account_id,
            creditAccountId: row.credit_account_id,
            description: row.description,
            transactionLines: [{ amount: event.amount / 100, subCategoryId: row.subcategory_id, budgetId: row.budget_id }],
            tags: (await trx.selectFrom('schedule_tags').select('tag_id').where('schedule_id', '=', row.id).execute()).map((tag) => tag.tag_id),
          };
          await insertTransaction(trx, familyId, input, {
            transaction_date: event.date,
            transaction_type_id: row.transaction_type_id,
            debit_account_id: row.debit_account_id,
            credit_account_id: row.credit_account_id,
            description: row.description,
            amount: event.amount,
            updated_at: now,
          }, { scheduleId: row.id, paymentNumber: event.paymentNumber }, now);
          recorded += 1;
          return true;
        });
        // Another instance got there first: it carries on with this schedule.
        if (!claimed) break;
      }
    }
  }
  return recorded;
}
