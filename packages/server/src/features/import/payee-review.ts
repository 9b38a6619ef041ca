import type { ImportNewThirdParty } from '@hearth/contract';
import type { PreviewRow } from '../../domain/import/preview.js';
import { nameKey } from '../../platform/unique-names.js';

/**
 * The third parties a preview would create, grouped as confirming makes them (one per name, case and
 * accents aside: third-parties.ts), each with the rows it would be the account of; the names with the most
 * rows first. The person renames one, gives its rows an existing account, or lets it be made, before any
 * is created.
 */
export function proposedThirdParties(rows: PreviewRow[]): ImportNewThirdParty[] {
  const groups = new Map<string, ImportNewThirdParty>();
  for (const row of rows) {
    if (row.action !== 'create' || row.counterpartyId !== null) continue;
    const key = nameKey(row.counterpartyName);
    const group = groups.get(key);
    if (group) group.rowNumbers.push(row.rowNumber);
    else groups.set(key, { name: row.counterpartyName, rowNumbers: [row.rowNumber] });
  }
  return [...groups.values()].sort(
    (a, b) => b.rowNumbers.length - a.rowNumbers.length || a.name.localeCompare(b.name, 'en'),
  );
}
