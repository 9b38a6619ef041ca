/** Which way a rule moves in the order. */
export type Direction = 'up' | 'down';

/** The rules' ids in their order, with one moved a place up or down (unchanged at the top or the bottom). */
export function movedOrder(rules: readonly { id: number }[], id: number, direction: Direction): number[] {
  const ids = rules.map((rule) => rule.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
  return ids;
}
