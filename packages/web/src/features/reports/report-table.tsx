import { Table } from '@mantine/core';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { displayValue, type ReportColumn } from './report-columns';

interface ReportTableProps<Row> {
  /** Names the table for assistive technology: 'Balance Trend as a table'. */
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below this width (from the sm breakpoint up) the table scrolls inside its box. */
  minWidth?: number;
}

const isNumeric = (format: ReportColumn<unknown>['format']) => format === 'money' || format === 'percent';

/** The numbers of a report: a table from the sm breakpoint up, stacked rows on a phone. */
export function ReportTable<Row>({ label, columns, rows, rowKey, minWidth }: ReportTableProps<Row>) {
  return (
    <StackedTable aria-label={label} minWidth={minWidth} striped verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.heading} ta={isNumeric(column.format) ? 'right' : undefined} scope="col">
              {column.heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => {
              const value = column.value(row);
              return (
                <StackedCell
                  key={column.heading}
                  kind={column.kind}
                  label={column.heading}
                  ta={isNumeric(column.format) ? 'right' : undefined}
                >
                  {column.format === 'money' && typeof value === 'number' ? (
                    <Money amount={value} signed />
                  ) : (
                    displayValue(column.format, value)
                  )}
                </StackedCell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
