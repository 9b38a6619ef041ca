import { useId } from 'react';
import { Input, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  GRANULARITIES,
  type CategoriesOverTimeRequest,
  type CategoriesOverTimeRow,
  type ReportGranularity,
} from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { categoriesQuery } from '../../api/ledger';
import { PageTitle } from '../../components/page-title';
import { categoriesOverTimeQuery } from './api';
import { CategoriesOverTimeChart } from './categories-over-time-chart';
import {
  categoriesOverTimeFromQuery,
  categoriesOverTimeRequest,
  categoriesOverTimeToQuery,
  GRANULARITY_LABELS,
  selectionName,
} from './categories-over-time-query';
import { csvFileName } from './csv';
import { PeriodSelect } from './period-select';
import type { ReportColumn } from './report-columns';
import { ReportFigure } from './report-figure';
import { ReportError, ReportLoading, ReportPanel } from './report-panel';
import { periodLabel } from './report-periods';
import { amountTotals } from './report-totals';
import { SpendingPicker } from './spending-picker';
import { TransfersSwitch } from './transfers-switch';
import { useQueryChoices } from '../../lib/use-query-choices';

const COLUMNS: ReportColumn<CategoriesOverTimeRow>[] = [
  { heading: 'Period', format: 'text', value: (row) => row.displayLabel, kind: 'title' },
  { heading: 'Amount', format: 'money', value: (row) => row.amount, kind: 'amount' },
  { heading: 'From', format: 'date', value: (row) => row.fromDate, kind: 'detail' },
  { heading: 'To', format: 'date', value: (row) => row.toDate, kind: 'detail' },
];

const GRANULARITY_OPTIONS = GRANULARITIES.map((granularity) => ({
  value: granularity,
  label: GRANULARITY_LABELS[granularity],
}));

interface ReportProps {
  request: CategoriesOverTimeRequest;
  name: string;
  granularity: ReportGranularity;
  period: string;
}

function CategoriesOverTimeReport({ request, name, granularity, period }: ReportProps) {
  const report = useQuery(categoriesOverTimeQuery(request));
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <ReportError error={report.error} />;
  const rows = report.data;
  const totals = amountTotals(rows.map((row) => row.amount));
  const bucket = GRANULARITY_LABELS[granularity].toLowerCase();
  return (
    <Stack gap="sm">
      {rows.length > 0 && (
        <Text size="sm" c="dimmed">
          Total {formatAmount(totals.total)} · {formatAmount(totals.average)} a {bucket} on average
        </Text>
      )}
      <ReportFigure
        label={`${name} per ${bucket}, last ${period}`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.fromDate}
        fileName={csvFileName(['categories over time', name, period, `per ${bucket}`])}
        emptyText="No finished period to show yet: switch on Include Current or choose a longer period."
      >
        <CategoriesOverTimeChart rows={rows} seriesLabel={name} />
      </ReportFigure>
    </Stack>
  );
}

/** Categories Over Time: a category, a subcategory or all spending, week by week up to year by year. */
export function CategoriesOverTimePage() {
  const [choices, choose] = useQueryChoices(categoriesOverTimeFromQuery, categoriesOverTimeToQuery);
  const categories = useQuery(categoriesQuery());
  const name = selectionName(choices.selection, categories.data ?? []);
  const granularityLabel = useId();

  const controls = (
    <>
      <PeriodSelect label="Report Period" value={choices.periodId} onChange={(periodId) => choose({ periodId })} />
      <Input.Wrapper
        label="Granularity"
        labelElement="div"
        labelProps={{ id: granularityLabel }}
        w={{ base: '100%', xs: 'auto' }}
      >
        <SegmentedControl
          aria-labelledby={granularityLabel}
          data={GRANULARITY_OPTIONS}
          value={choices.granularity}
          onChange={(value) =>
            choose({ granularity: GRANULARITIES.find((candidate) => candidate === value) ?? 'month' })
          }
          fullWidth
          display="flex"
        />
      </Input.Wrapper>
      <SpendingPicker value={choices.selection} onChange={(selection) => choose({ selection })} />
      <Switch
        label="Include Current"
        checked={choices.includeCurrent}
        onChange={(event) => choose({ includeCurrent: event.currentTarget.checked })}
        mb={8}
      />
      <TransfersSwitch
        checked={choices.includeTransfers}
        onChange={(includeTransfers) => choose({ includeTransfers })}
      />
    </>
  );

  return (
    <>
      <PageTitle>Categories Over Time</PageTitle>
      <ReportPanel controls={controls}>
        <CategoriesOverTimeReport
          request={categoriesOverTimeRequest(choices)}
          name={name}
          granularity={choices.granularity}
          period={periodLabel(choices.periodId)}
        />
      </ReportPanel>
    </>
  );
}
