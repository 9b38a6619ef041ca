import { Fragment, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { StackedTable } from './stacked-table';
import { TableHead, type TableColumn } from './table-head';

interface GroupedTableProps<G> {
  label: string;
  /** The first is the rows' lead icon, its heading said to screen readers only. */
  columns: readonly TableColumn[];
  groups: readonly G[];
  keyOf: (group: G) => string;
  /** The group's heading, on a row across every column. */
  headingOf: (group: G) => ReactNode;
  /** The heading row's shade. */
  shadeOf?: (group: G) => string;
  rowsOf: (group: G) => ReactNode;
}

/** A list of rows, a lead icon on each, under a heading row per group (a day, how soon it is due). */
export function GroupedTable<G>({
  label,
  columns,
  groups,
  keyOf,
  headingOf,
  shadeOf = () => 'gray.0',
  rowsOf,
}: GroupedTableProps<G>) {
  return (
    <StackedTable
      minWidth={720}
      leadWidth={28}
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="sm"
      aria-label={label}
    >
      <TableHead columns={columns} />
      <Table.Tbody>
        {groups.map((group) => (
          <Fragment key={keyOf(group)}>
            <Table.Tr bg={shadeOf(group)}>
              <Table.Th colSpan={columns.length} scope="colgroup" py={6}>
                {headingOf(group)}
              </Table.Th>
            </Table.Tr>
            {rowsOf(group)}
          </Fragment>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
