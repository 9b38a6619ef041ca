/** Alphabetical, ignoring case and accents; ties broken by the exact name so the order is stable. */
export const byNameCaseInsensitive = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name);
