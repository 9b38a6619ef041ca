import {
  describeSchedule,
  fromCents,
  RecurrenceTypeName,
  TransactionTypeName,
  type HypotheticalSchedule,
  type Scenario,
  type ScenarioSchedule,
} from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { withAccountNames, withSubcategoryName } from '../../db/naming-joins.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { familyScope } from '../../platform/tenancy.js';
import { ruleOf } from '../schedules/rows.js';
import { SCENARIO_NOT_FOUND } from './messages.js';

/** The live schedules the scenarios alter, with what each scenario does to them. */
function alteredSchedules(db: Executor, familyId: number, scenarioIds: number[]) {
  const query = db
    .selectFrom('scenario_schedules as ss')
    .innerJoin('schedules as s', 's.id', 'ss.schedule_id')
    .select([
      'ss.scenario_id',
      'ss.schedule_id',
      'ss.amount',
      'ss.stop_date',
      's.description',
      's.recurrence_type_id',
      's.schedule_start',
      's.amount as schedule_amount',
    ]);
  return withAccountNames(query, 's')
    .where('ss.scenario_id', 'in', scenarioIds)
    .where('s.family_id', '=', familyId)
    .where('s.is_deleted', '=', 0)
    .orderBy('s.description')
    .execute();
}

/** The schedules that exist only in the scenarios, by start. */
function hypotheticalSchedules(db: Executor, familyId: number, scenarioIds: number[]) {
  const query = familyScope(db, familyId)
    .selectFrom('scenario_hypothetical_schedules')
    .selectAll('scenario_hypothetical_schedules');
  return withSubcategoryName(
    withAccountNames(query, 'scenario_hypothetical_schedules'),
    'scenario_hypothetical_schedules.subcategory_id',
  )
    .where('scenario_hypothetical_schedules.scenario_id', 'in', scenarioIds)
    .orderBy('scenario_hypothetical_schedules.schedule_start')
    .orderBy('scenario_hypothetical_schedules.description')
    .orderBy('scenario_hypothetical_schedules.id')
    .execute();
}

type AlteredRow = Awaited<ReturnType<typeof alteredSchedules>>[number];
type HypotheticalRow = Awaited<ReturnType<typeof hypotheticalSchedules>>[number];

function scenarioScheduleOf(row: AlteredRow): ScenarioSchedule {
  const scheduleAmount = fromCents(Number(row.schedule_amount));
  const amount = row.amount === null ? scheduleAmount : fromCents(Number(row.amount));
  return {
    scenarioId: row.scenario_id,
    scheduleId: row.schedule_id,
    schedule: {
      id: row.schedule_id,
      description: row.description,
      recurrenceType: RecurrenceTypeName[row.recurrence_type_id] ?? 'Unknown',
      scheduleStart: row.schedule_start,
      amount: scheduleAmount,
      debitAccount: row.debit_name,
      creditAccount: row.credit_name,
    },
    amount,
    overrideAmount: amount,
    keepsScheduleAmount: row.amount === null,
    stopDate: row.stop_date,
  };
}

function hypotheticalOf(row: HypotheticalRow): HypotheticalSchedule {
  return {
    id: row.id,
    scenarioId: row.scenario_id,
    recurrenceTypeId: row.recurrence_type_id,
    recurrenceType: RecurrenceTypeName[row.recurrence_type_id] ?? 'Unknown',
    scheduleStart: row.schedule_start,
    recurrenceEndTypeId: row.recurrence_end_type_id,
    scheduleEnd: row.schedule_end,
    numberOfTransactions: row.number_of_transactions,
    description: row.description,
    transactionTypeId: row.transaction_type_id,
    transactionType: TransactionTypeName[row.transaction_type_id] ?? 'Unknown',
    subcategoryId: row.subcategory_id,
    subcategory: row.subcategory_name,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    debitAccount: row.debit_name,
    creditAccount: row.credit_name,
    amount: fromCents(Number(row.amount)),
    weekdayOnlyTypeId: row.weekday_only_type_id,
    summary: describeSchedule(ruleOf(row)),
  };
}

/** Scenarios with the schedules each alters (and how), and the schedules each adds. */
export async function listScenarios(deps: AppDeps, familyId: number, onlyId?: number): Promise<Scenario[]> {
  const db = deps.db.kysely;
  let scenarios = familyScope(db, familyId).selectFrom('scenarios').selectAll();
  if (onlyId) scenarios = scenarios.where('id', '=', onlyId);
  const rows = await scenarios.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [altered, hypothetical] = await Promise.all([
    alteredSchedules(db, familyId, ids),
    hypotheticalSchedules(db, familyId, ids),
  ]);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      scenarioSchedules: altered.filter((item) => item.scenario_id === row.id).map(scenarioScheduleOf),
      hypotheticalSchedules: hypothetical.filter((item) => item.scenario_id === row.id).map(hypotheticalOf),
    }))
    .sort(byNameCaseInsensitive);
}

export async function getScenario(deps: AppDeps, familyId: number, id: number): Promise<Scenario> {
  const [scenario] = await listScenarios(deps, familyId, id);
  if (!scenario) throw notFound(SCENARIO_NOT_FOUND);
  return scenario;
}

/** The family's scenario, inside a write: another family's, or none, is not found. */
export async function findScenario(db: Executor, familyId: number, id: number): Promise<void> {
  const scenario = await familyScope(db, familyId)
    .selectFrom('scenarios')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!scenario) throw notFound(SCENARIO_NOT_FOUND);
}
