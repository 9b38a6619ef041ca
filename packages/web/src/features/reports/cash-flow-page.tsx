import { Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CashFlowRow } from '@hearth/contract';
import { formatAmount, formatPercentIn } from '../../lib/money-display';
import { PageTitle } from '../../components/page-title';
import { cashFlowQuery } from './api';
import { CashFlowChart } from './cash-flow-chart';
import { csvFileName } from './csv';
import {
  CASH_FLOW_MONTHS,
  cashFlowFromQuery,
  cashFlowRequest,
  cashFlowToQuery,
  monthsLabel,
  type CashFlowChoices,
} from './months-query';
import { MonthsSelect } from './months-select';
import type { ReportColumn } from './report-columns';
import { ReportFigure } from './report-figure';
import { ReportError, ReportLoading, ReportPanel } from './report-panel';
import { amountTotals, savingsRate } from './report-totals';
import { TransfersSwitch } from './transfers-switch';
import { useQueryChoices } from '../../lib/use-query-choices';

const COLUMNS: ReportColumn<CashFlowRow>[] = [
  { heading: 'Month', format: 'text', value: (row) => row.displayLabel, kind: 'title' },
  // Every amount is labelled on a phone: a bare figure beside the month could be any of the three.
  { heading: 'Income', format: 'money', value: (row) => row.income, kind: 'detail' },
  { heading: 'Spending', format: 'money', value: (row) => row.spending, kind: 'detail' },
  { heading: 'Net', format: 'money', value: (row) => row.net, kind: 'detail' },
  { heading: 'Savings rate', format: 'percent', value: (row) => row.savingsRate, kind: 'detail' },
];

/** The period in one sentence: what came in, went out, and the share of income kept. */
function CashFlowSummary({ rows }: { rows: CashFlowRow[] }) {
  const income = amountTotals(rows.map((row) => row.income)).total;
  const spending = amountTotals(rows.map((row) => row.spending)).total;
  const net = amountTotals(rows.map((row) => row.net)).total;
  const rate = savingsRate(income, net);
  return (
    <Text size="sm" c="dimmed">
      Income {formatAmount(income)} · spending {formatAmount(spending)} · net {formatAmount(net)}
      {rate !== null && ` · savings rate ${formatPercentIn(rate, 1, true)}`}
    </Text>
  );
}

function CashFlowReport({ choices }: { choices: CashFlowChoices }) {
  const report = useQuery(cashFlowQuery(cashFlowRequest(choices)));
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <ReportError error={report.error} />;
  const rows = report.data;
  return (
    <Stack gap="sm">
      {rows.length > 0 && <CashFlowSummary rows={rows} />}
      <ReportFigure
        label={`Income and spending per month, last ${monthsLabel(choices.months)}`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.month}
        fileName={csvFileName(['cash flow', monthsLabel(choices.months)])}
      >
        <CashFlowChart rows={rows} />
      </ReportFigure>
    </Stack>
  );
}

/** Cash Flow: money into and out of the family's own bank accounts, month by month, with the savings rate. */
export function CashFlowPage() {
  const [choices, choose] = useQueryChoices(cashFlowFromQuery, cashFlowToQuery);
  const controls = (
    <>
      <MonthsSelect
        options={CASH_FLOW_MONTHS.options}
        value={choices.months}
        onChange={(months) => choose({ months })}
      />
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
      <PageTitle>Cash Flow</PageTitle>
      <ReportPanel controls={controls}>
        <CashFlowReport choices={choices} />
      </ReportPanel>
    </>
  );
}
