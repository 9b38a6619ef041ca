const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Alphabetical, ignoring case and accents; ties broken by the exact name so the order is stable. */
export const byNameCaseInsensitive = (a: { name: string }, b: { name: string }) =>
  collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Texts alphabetically as byNameCaseInsensitive orders names, with the one collator. */
export const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
