export const SCENARIO_NOT_FOUND = 'Scenario not found.';
export const HYPOTHETICAL_NOT_FOUND = 'This scenario has no such new schedule.';
export const SCENARIO_UPDATED = 'The scenario has been updated.';
export const SCHEDULE_REMOVED = 'The schedule has been removed from the scenario.';
