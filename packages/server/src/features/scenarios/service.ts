import { fromCents, RecurrenceTypeName, toCents, type Scenario } from '@hearth/contract';
import { withAccountNames } from '../../db/naming-joins.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';

const SCENARIO_NOT_FOUND = 'Scenario not found.';

/** Scenarios with the schedules each alters and the amount it uses for them. */
export async function listScenarios(deps: AppDeps, familyId: number, onlyId?: number): Promise<Scenario[]> {
  const db = deps.db.kysely;
  let scenarios = familyScope(db, familyId).selectFrom('scenarios').selectAll();
  if (onlyId) scenarios = scenarios.where('id', '=', onlyId);
  const rows = await scenarios.execute();
  if (rows.length === 0) return [];
  const alteredSchedules = db
    .selectFrom('scenario_schedules as ss')
    .innerJoin('schedules as s', 's.id', 'ss.schedule_id')
    .select([
      'ss.scenario_id',
      'ss.schedule_id',
      'ss.amount',
      's.description',
      's.recurrence_type_id',
      's.schedule_start',
      's.amount as schedule_amount',
    ]);
  const altered = await withAccountNames(alteredSchedules, 's')
    .where(
      'ss.scenario_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('s.family_id', '=', familyId)
    .where('s.is_deleted', '=', 0)
    .orderBy('s.description')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      scenarioSchedules: altered
        .filter((item) => item.scenario_id === row.id)
        .map((item) => ({
          scenarioId: row.id,
          scheduleId: item.schedule_id,
          schedule: {
            id: item.schedule_id,
            description: item.description,
            recurrenceType: RecurrenceTypeName[item.recurrence_type_id] ?? 'Unknown',
            scheduleStart: item.schedule_start,
            amount: fromCents(Number(item.schedule_amount)),
            debitAccount: item.debit_name,
            creditAccount: item.credit_name,
          },
          amount: fromCents(Number(item.amount)),
          overrideAmount: fromCents(Number(item.amount)),
        })),
    }))
    .sort(byNameCaseInsensitive);
}

export async function getScenario(deps: AppDeps, familyId: number, id: number): Promise<Scenario> {
  const [scenario] = await listScenarios(deps, familyId, id);
  if (!scenario) throw notFound(SCENARIO_NOT_FOUND);
  return scenario;
}

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

/** Makes a scenario use an amount of its own for a schedule (adding it, or changing the amount it had). */
export async function setScenarioSchedule(
  deps: AppDeps,
  familyId: number,
  scenarioId: number,
  scheduleId: number,
  amount: number,
): Promise<Scenario> {
  const cents = toCents(amount);
  if (cents <= 0) throw badRequest('The amount must be more than zero.');
  await getScenario(deps, familyId, scenarioId);
  const schedule = await familyScope(deps.db.kysely, familyId)
    .selectFrom('schedules')
    .select('id')
    .where('id', '=', scheduleId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!schedule) throw notFound('Schedule not found.');
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await trx
      .deleteFrom('scenario_schedules')
      .where('scenario_id', '=', scenarioId)
      .where('schedule_id', '=', scheduleId)
      .execute();
    await trx
      .insertInto('scenario_schedules')
      .values({ scenario_id: scenarioId, schedule_id: scheduleId, amount: cents })
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
  await getScenario(deps, familyId, scenarioId);
  const removed = await writeForFamily(deps.db.kysely, familyId, (trx) =>
    trx
      .deleteFrom('scenario_schedules')
      .where('scenario_id', '=', scenarioId)
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirst(),
  );
  if (Number(removed.numDeletedRows) === 0) throw notFound('This scenario does not alter that schedule.');
  return getScenario(deps, familyId, scenarioId);
}
