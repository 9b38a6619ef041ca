const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Alphabetical, ignoring case and accents; ties broken by the exact name so the order is stable. */
export const byNameCaseInsensitive = (a: { name: string }, b: { name: string }) =>
  collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
