import { scenarioAlterationProblem, toCents, type Scenario, type ScenarioAmountRequest } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { findScenario, getScenario } from './list.js';
import { SCENARIO_NOT_FOUND } from './messages.js';

export async function saveScenario(
  deps: AppDeps,
  familyId: number,
  input: { id?: number | null; name: string; description?: string | null },
): Promise<Scenario> {
  const values = { name: input.name.trim(), description: (input.description ?? '').trim() };
  const id = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    if (input.id) {
      const updated = await familyScope(trx, familyId)
        .updateTable('scenarios')
        .set(values)
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(SCENARIO_NOT_FOUND);
      return input.id;
    }
    const created = await trx
      .insertInto('scenarios')
      .values({ ...values, family_id: familyId, created_at: deps.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return getScenario(deps, familyId, id);
}

export async function deleteScenario(deps: AppDeps, familyId: number, id: number): Promise<void> {
  const deleted = await writeForFamily(deps.db.kysely, familyId, (trx) =>
    familyScope(trx, familyId).deleteFrom('scenarios').where('id', '=', id).executeTakeFirst(),
  );
  if (Number(deleted.numDeletedRows) === 0) throw notFound(SCENARIO_NOT_FOUND);
}

/**
 * Makes a scenario alter a schedule (adding it, or replacing what it did): the amount every payment comes
 * to (0 included; none keeps the schedule's own amounts), and the day from which it pays nothing.
 */
export async function setScenarioSchedule(
  deps: AppDeps,
  familyId: number,
  scenarioId: number,
  scheduleId: number,
  input: ScenarioAmountRequest,
): Promise<Scenario> {
  const problem = scenarioAlterationProblem(input);
  if (problem) throw badRequest(problem);
  const amount = input.amount === null || input.amount === undefined ? null : toCents(input.amount);
  const stopDate = input.stopDate ?? null;
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findScenario(trx, familyId, scenarioId);
    const schedule = await familyScope(trx, familyId)
      .selectFrom('schedules')
      .select('id')
      .where('id', '=', scheduleId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    if (!schedule) throw notFound('Schedule not found.');
    await trx
      .deleteFrom('scenario_schedules')
      .where('scenario_id', '=', scenarioId)
      .where('schedule_id', '=', scheduleId)
      .execute();
    await trx
      .insertInto('scenario_schedules')
      .values({ scenario_id: scenarioId, schedule_id: scheduleId, amount, stop_date: stopDate })
      .execute();
  });
  return getScenario(deps, familyId, scenarioId);
}

export async function removeScenarioSchedule(
  deps: AppDeps,
  familyId: number,
  scenarioId: number,
  scheduleId: number,
): Promise<Scenario> {
  const removed = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findScenario(trx, familyId, scenarioId);
    return trx
      .deleteFrom('scenario_schedules')
      .where('scenario_id', '=', scenarioId)
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirst();
  });
  if (Number(removed.numDeletedRows) === 0) throw notFound('This scenario does not alter that schedule.');
  return getScenario(deps, familyId, scenarioId);
}
