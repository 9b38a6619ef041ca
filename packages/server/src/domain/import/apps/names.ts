/** Names made unique among themselves as Hearth needs them: a second "Checking" becomes "Checking (2)". */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** The #tags written in a note, as Actual and others keep them ("Dinner #shared" → shared). */
export function tagsInText(text: string | null): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(/(?:^|\s)#([\p{L}\p{N}_-]{1,50})/gu)].map((match) => match[1] as string))];
}
