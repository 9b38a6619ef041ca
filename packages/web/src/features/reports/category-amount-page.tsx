import { useId, useMemo } from 'react';
import { Alert, Input, SegmentedControl, Select, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type CategoryAmountRequest } from '@hearth/contract';
import { categoriesQuery } from '../../api/ledger';
import { DateField } from '../../components/date-field';
import { PageTitle } from '../../components/page-title';
import { categoryAmountQuery } from './api';
import { CategoryAmountPie } from './category-amount-pie';
import {
  categoryAmountFromQuery,
  categoryAmountRequest,
  categoryAmountToQuery,
  type CategoryAmountChoices,
} from './category-amount-query';
import { CategoryAmountRows } from './category-amount-rows';
import { csvFileName } from './csv';
import { PeriodSelect } from './period-select';
import { pieSlices, type PieSlice } from './pie-slices';
import type { ReportColumn } from './report-columns';
import { ReportFigure } from './report-figure';
import { ReportError, ReportLoading, ReportPanel } from './report-panel';
import { DEFAULT_PERIOD_ID, periodLabel } from './report-periods';
import { REPORT_SIDES, SIDE_LABELS, type ReportSide } from './report-sides';
import { TransfersSwitch } from './transfers-switch';
import { useQueryChoices } from '../../lib/use-query-choices';

const SLICE_COLUMNS: ReportColumn<PieSlice>[] = [
  { heading: 'Subcategory', format: 'text', value: (slice) => slice.name, kind: 'title' },
  { heading: 'Amount', format: 'money', value: (slice) => slice.value, kind: 'amount' },
  { heading: 'Share', format: 'percent', value: (slice) => slice.share, kind: 'detail' },
];

const SIDE_OPTIONS = REPORT_SIDES.map((side) => ({ value: side, label: SIDE_LABELS[side] }));

const EMPTY_TEXT: Record<ReportSide, string> = {
  spending: 'Nothing was spent in this period.',
  income: 'Nothing was earned in this period.',
};

/** How the chart names its period: 'last 2 years', or the dates chosen. */
function periodText(choices: CategoryAmountChoices): string {
  const { fromDate, toDate } = choices;
  if (!choices.advanced || (!fromDate && !toDate))
    return `last ${periodLabel(choices.advanced ? DEFAULT_PERIOD_ID : choices.periodId)}`;
  // Without From the server counts the default two years back from To.
  if (!fromDate) return `2 years to ${formatDate(toDate ?? '')}`;
  return `${formatDate(fromDate)} to ${toDate ? formatDate(toDate) : 'today'}`;
}

function CategoryAmountReport({
  request,
  choices,
}: {
  request: CategoryAmountRequest;
  choices: CategoryAmountChoices;
}) {
  const report = useQuery(categoryAmountQuery(request));
  const { side } = choices;
  const slices = useMemo(() => pieSlices(report.data ?? [], side), [report.data, side]);
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <ReportError error={report.error} />;
  const fileName = csvFileName([
    'category amounts',
    side,
    choices.advanced ? `${choices.fromDate ?? ''} ${choices.toDate ?? ''}` : periodLabel(choices.periodId),
  ]);
  return (
    <>
      <ReportFigure
        label={`Largest ${side} subcategories, ${periodText(choices)}`}
        columns={SLICE_COLUMNS}
        rows={slices}
        rowKey={(slice) => slice.name}
        fileName={fileName}
        emptyText={EMPTY_TEXT[side]}
      >
        {slices.length > 0 && <CategoryAmountPie slices={slices} />}
      </ReportFigure>
      <CategoryAmountRows rows={report.data} side={side} fileName={fileName} />
    </>
  );
}

/**
 * Category Amount Report: what each subcategory amounted to over a period, spending or income, as a pie and
 * a table.
 */
export function CategoryAmountPage() {
  const [choices, choose] = useQueryChoices(categoryAmountFromQuery, categoryAmountToQuery);
  const sideLabel = useId();
  const categories = useQuery({ ...categoriesQuery(), enabled: choices.advanced });
  const { request, problem } = categoryAmountRequest(choices);
  const categoryOptions = (categories.data ?? [])
    .filter((category) => !category.isDeleted || category.id === choices.categoryId)
    .map((category) => ({ value: String(category.id), label: category.name }));

  const controls = (
    <>
      <Input.Wrapper label="Show" labelElement="div" labelProps={{ id: sideLabel }} w={{ base: '100%', xs: 'auto' }}>
        <SegmentedControl
          aria-labelledby={sideLabel}
          data={SIDE_OPTIONS}
          value={choices.side}
          onChange={(value) => choose({ side: REPORT_SIDES.find((side) => side === value) ?? 'spending' })}
          fullWidth
          display="flex"
        />
      </Input.Wrapper>
      <PeriodSelect
        label="Report Period"
        value={choices.periodId}
        onChange={(periodId) => choose({ periodId })}
        disabled={choices.advanced}
      />
      <TransfersSwitch
        checked={choices.includeTransfers}
        onChange={(includeTransfers) => choose({ includeTransfers })}
      />
      <Switch
        label="Advanced Selection"
        checked={choices.advanced}
        onChange={(event) => choose({ advanced: event.currentTarget.checked })}
        mb={8}
      />
      {choices.advanced && (
        <>
          <DateField
            label="From"
            value={choices.fromDate}
            onChange={(fromDate) => choose({ fromDate })}
            w={{ base: '100%', xs: 170 }}
          />
          <DateField
            label="To"
            value={choices.toDate}
            onChange={(toDate) => choose({ toDate })}
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={categoryOptions}
            value={choices.categoryId === null ? null : String(choices.categoryId)}
            onChange={(value) => choose({ categoryId: value ? Number(value) : null })}
            clearable
            searchable
            nothingFoundMessage="No categories found"
            w={{ base: '100%', xs: 220 }}
          />
        </>
      )}
    </>
  );

  return (
    <>
      <PageTitle>Category Amount Report</PageTitle>
      <ReportPanel controls={controls}>
        {problem && (
          <Alert color="red" variant="light" title="Check the dates">
            {problem}
          </Alert>
        )}
        {request && <CategoryAmountReport request={request} choices={choices} />}
      </ReportPanel>
    </>
  );
}
