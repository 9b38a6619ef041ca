import { scenarioAlterationProblem } from '@hearth/contract';

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

/** What a scenario does to one schedule, as its fields hold it. */
export interface ScenarioAlterationFields {
  /** What every payment comes to in the scenario (0 included); empty keeps the schedule's own amounts. */
  amount: number | null;
  /** No payment on or after this day; empty while the schedule goes on. */
  stopDate: string | null;
}

export type ScenarioAlterationCheck = { ok: true; alteration: ScenarioAlterationFields } | { ok: false; error: string };

/**
 * A scenario alters a schedule by a new amount, a stop date, or both (the contract's rule, in the server's
 * words); what is wrong is said at the New Amount field.
 */
export function scenarioAlterationOf(fields: ScenarioAlterationFields): ScenarioAlterationCheck {
  const problem = scenarioAlterationProblem(fields);
  return problem ? { ok: false, error: problem } : { ok: true, alteration: { ...fields } };
}
