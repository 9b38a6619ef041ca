import { Table, VisuallyHidden } from '@mantine/core';

export interface TableColumn {
  label: string;
  align?: 'left' | 'right';
  /** Said to screen readers only: a column of icons or buttons needs no heading on screen. */
  hidden?: boolean;
  width?: number;
}

/** A table's column headings. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.label} ta={column.align} w={column.width}>
            {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
