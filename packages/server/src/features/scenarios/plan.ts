import type { Executor } from '../../db/database.js';
import type { ScenarioPlan } from '../../domain/forecast-flows.js';
import { familyScope } from '../../platform/tenancy.js';
import { ruleOf } from '../schedules/rows.js';
import { findScenario } from './list.js';

/**
 * What a scenario of the family does to the forecast of one account: the schedules it alters, and its own
 * schedules that move money in or out of that account. Another family's scenario is not found.
 */
export async function loadScenarioPlan(
  db: Executor,
  familyId: number,
  scenarioId: number,
  accountId: number,
): Promise<ScenarioPlan> {
  await findScenario(db, familyId, scenarioId);
  const [altered, hypothetical] = await Promise.all([
    db
      .selectFrom('scenario_schedules')
      .select(['schedule_id', 'amount', 'stop_date'])
      .where('scenario_id', '=', scenarioId)
      .execute(),
    familyScope(db, familyId)
      .selectFrom('scenario_hypothetical_schedules')
      .selectAll()
      .where('scenario_id', '=', scenarioId)
      .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
      .execute(),
  ]);
  return {
    altered: new Map(
      altered.map((row) => [
        row.schedule_id,
        { amount: row.amount === null ? null : Number(row.amount), stopDate: row.stop_date },
      ]),
    ),
    hypothetical: hypothetical.map((row) => ({
      rule: ruleOf(row),
      amount: Number(row.amount),
      direction: row.credit_account_id === accountId ? 1 : -1,
    })),
  };
}
