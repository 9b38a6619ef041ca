/** How the select-all box of the loaded rows reads. */
export type HeaderSelection = 'none' | 'some' | 'all';

export function headerSelection(selectableIds: readonly number[], selected: ReadonlySet<number>): HeaderSelection {
  const chosen = selectableIds.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === selectableIds.length ? 'all' : 'some';
}

/** The select-all box: when every loaded row is chosen it clears them, otherwise it chooses them all. */
export function toggleAll(selectableIds: readonly number[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (headerSelection(selectableIds, selected) === 'all') selectableIds.forEach((id) => next.delete(id));
  else selectableIds.forEach((id) => next.add(id));
  return next;
}

export function toggleOne(id: number, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
