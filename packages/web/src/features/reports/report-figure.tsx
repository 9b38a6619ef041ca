import { useId, type ReactNode } from 'react';
import { Box, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryChoices } from '../../lib/use-query-choices';
import { CsvButton } from './csv-button';
import { reportCsv, type ReportColumn } from './report-columns';
import { ReportTable } from './report-table';

/** Chart or table: the switch is kept in the address (`?view=table`), so a reload shows the same. */
interface FigureView {
  asTable: boolean;
}

const figureViewOf = (params: URLSearchParams): FigureView => ({ asTable: params.get('view') === 'table' });
const figureViewQuery = ({ asTable }: FigureView) => new URLSearchParams(asTable ? { view: 'table' } : {});

interface ReportFigureProps<Row> {
  /** Names the chart for assistive technology, and its table: 'Balance of Everyday, last 2 years'. */
  label: string;
  /** The chart itself. */
  children: ReactNode;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The download's name, without .csv. */
  fileName: string;
  /** What an empty chart says under it. */
  emptyText?: string;
  tableMinWidth?: number;
}

/**
 * A report chart with its numbers: the chart (its tooltip gives exact amounts), then 'Show as table' for
 * those numbers in a table assistive technology can read, and 'Download CSV' for the same numbers.
 */
export function ReportFigure<Row>({
  label,
  children,
  columns,
  rows,
  rowKey,
  fileName,
  emptyText = 'Nothing to show for this period.',
  tableMinWidth,
}: ReportFigureProps<Row>) {
  const [{ asTable }, chooseView] = useQueryChoices(figureViewOf, figureViewQuery);
  const tableId = useId();
  return (
    <Stack gap="sm">
      <Box role="figure" aria-label={label} data-points={rows.length} w="100%">
        {children}
      </Box>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Switch
          label="Show as table"
          checked={asTable}
          onChange={(event) => chooseView({ asTable: event.currentTarget.checked })}
          aria-controls={tableId}
          disabled={rows.length === 0}
        />
        <CsvButton fileName={fileName} csv={() => reportCsv(columns, rows)} disabled={rows.length === 0} />
      </Group>
      <Box id={tableId}>
        {asTable && rows.length > 0 && (
          <ReportTable
            label={`${label} as a table`}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            minWidth={tableMinWidth}
          />
        )}
      </Box>
    </Stack>
  );
}
