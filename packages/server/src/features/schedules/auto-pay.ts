import { HistoryAction } from '@hearth/contract';
import { dayInTimeZone, ruleDates, type RecurrenceRule } from '@hearth/contract';
import { expandScheduleEvents } from '../../domain/schedule-events.js';
import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { writeLedger } from '../ledger/context.js';
import { createTransaction } from '../ledger/writer.js';
import { schedulePaymentEntry, scheduleTags } from './payment-entry.js';
import { loadHistory, ruleOf, schedulesQuery } from './rows.js';

/** The day in the family's time zone (its first member's). */
async function familyToday(deps: AppDeps, familyId: number): Promise<string> {
  const user = await deps.db.kysely
    .selectFrom('users')
    .select('timezone_id')
    .where('family_id', '=', familyId)
    .orderBy('id')
    .executeTakeFirst();
  return dayInTimeZone(deps.clock(), user?.timezone_id ?? 'UTC');
}

// Auto-pay is the server's own doing: no member made these payments.
const autoPayAuthor = { userId: null, action: HistoryAction.AutoPay };

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
export async function runAutoPay(deps: AppDeps, log: Pick<Logger, 'warn'> | null = null): Promise<number> {
  const families = await deps.db.kysely
    .selectFrom('schedules')
    .select('family_id')
    .distinct()
    .where('auto_pay', '=', 1)
    .where('is_deleted', '=', 0)
    .execute();
  let recorded = 0;
  for (const { family_id: familyId } of families) {
    const today = await familyToday(deps, familyId);
    const rows = await schedulesQuery(deps.db.kysely, familyId)
      .where('schedules.auto_pay', '=', 1)
      .where('schedules.is_deleted', '=', 0)
      .execute();
    const history = await loadHistory(
      deps.db.kysely,
      familyId,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const events = expandScheduleEvents(
        ruleOf(row),
        Number(row.amount),
        history.variations.get(row.id) ?? [],
        history.payments.get(row.id) ?? [],
        { today, until: today },
      );
      for (const event of events.filter((e) => e.paymentNumber > row.auto_paid_through && e.date <= today)) {
        const claimed = await writeLedger(
          deps,
          familyId,
          async (ledger) => {
            const claim = await ledger.trx
              .updateTable('schedules')
              .set({ auto_paid_through: event.paymentNumber })
              .where('id', '=', row.id)
              .where('auto_paid_through', '=', event.paymentNumber - 1)
              .executeTakeFirst();
            if (Number(claim.numUpdatedRows) !== 1) return false;
            if (!event.isPayable) return true;
            const tags = await scheduleTags(ledger.trx, row.id);
            await createTransaction(
              ledger,
              schedulePaymentEntry(
                row,
                event,
                tags.map((tag) => tag.id),
              ),
              { scheduleId: row.id, paymentNumber: event.paymentNumber },
            );
            recorded += 1;
            return true;
          },
          autoPayAuthor,
        ).catch((error: unknown) => {
          // The ledger refuses the payment (an account made inactive, say): it stays due for the family
          // to see, and is tried again on the next run.
          if (error instanceof AppError && error.statusCode === 400) {
            log?.warn(
              { scheduleId: row.id, paymentNumber: event.paymentNumber, reason: error.message },
              'auto-pay left a payment due',
            );
            return false;
          }
          throw error;
        });
        // Another instance got there first: it carries on with this schedule.
        if (!claimed) break;
      }
    }
  }
  return recorded;
}
