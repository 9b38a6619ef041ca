/**
 * Keys of queries that more than one feature reads. Each feature keeps its own key factory in its api.ts;
 * all keys start with one root word so a feature's data can be invalidated as a whole.
 */
export const sharedKeys = {
  heartbeat: ['heartbeat'] as const,
  timezones: ['timezones'] as const,
};
