import { Text } from '@mantine/core';
import type { ImportRow, ImportRowChoice } from '@hearth/contract';
import { SubcategorySelect } from '../../components/subcategory-select';
import { shownSubcategory, type RowChoice } from './row-choices';

interface RowSubcategoryProps {
  row: ImportRow;
  choice: RowChoice;
  /** What the server keeps for the row: the subcategory it books once the row has another account. */
  kept: ImportRowChoice | undefined;
  onChange: (choice: RowChoice) => void;
}

/**
 * The subcategory a row's new transaction is booked to, as the rules or its account propose it until the
 * person picks one. A matched row keeps the matched transaction's; a row left out books nothing.
 */
export function RowSubcategory({ row, choice, kept, onChange }: RowSubcategoryProps) {
  if (choice.action !== 'create') {
    return (
      <Text size="sm" c="dimmed">
        {choice.action === 'skip' ? 'None' : 'Kept as recorded'}
      </Text>
    );
  }
  const shown = shownSubcategory(row, choice, kept);
  return (
    <SubcategorySelect
      size="xs"
      aria-label={`Subcategory of row ${row.rowNumber}`}
      placeholder={shown.known ? 'No subcategory' : 'From the account…'}
      value={shown.id}
      onChange={(id) => onChange({ ...choice, subCategoryId: id })}
      comboboxProps={{ width: 'target', withinPortal: true }}
    />
  );
}
