/** The scenario's own fields, as its form holds them. */
export interface ScenarioFields {
  name: string;
  description: string;
}

export interface ScenarioFieldErrors {
  name?: string | null;
}

/** What the scenario form sends: the fields trimmed, under the scenario's id (null for a new one). */
export interface ScenarioSaveRequest extends ScenarioFields {
  id: number | null;
}

export type ScenarioSaveCheck = { ok: true; request: ScenarioSaveRequest } | { ok: false; errors: ScenarioFieldErrors };

/** A scenario needs a name; the description may stay empty. */
export function scenarioSaveOf(fields: ScenarioFields, id: number | null): ScenarioSaveCheck {
  const name = fields.name.trim();
  if (!name) return { ok: false, errors: { name: 'Name is required' } };
  return { ok: true, request: { id, name, description: fields.description.trim() } };
}

export const SCENARIO_AMOUNT_MISSING = 'Enter the amount the scenario uses';

/** The amount a scenario uses for a schedule must be given, whether the schedule is added or changed. */
export function scenarioAmountOf(amount: number | null): { ok: true; amount: number } | { ok: false; error: string } {
  return amount === null ? { ok: false, error: SCENARIO_AMOUNT_MISSING } : { ok: true, amount };
}
