import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../lib/money-display';
import { PageTitle } from '../../components/page-title';
import { netWorthQuery } from './api';
import { csvFileName } from './csv';
import { monthsFromQuery, monthsLabel, monthsToQuery, NET_WORTH_MONTHS, type MonthsChoices } from './months-query';
import { MonthsSelect } from './months-select';
import { NetWorthChart } from './net-worth-chart';
import {
  hasInvestments,
  netWorthAccounts,
  netWorthChange,
  netWorthRows,
  type NetWorthAccount,
  type NetWorthRow,
} from './net-worth-rows';
import type { ReportColumn } from './report-columns';
import { ReportFigure } from './report-figure';
import { ReportError, ReportLoading, ReportPanel } from './report-panel';
import { useQueryChoices } from '../../lib/use-query-choices';

const fromQuery = (params: URLSearchParams) => monthsFromQuery(params, NET_WORTH_MONTHS);
const toQuery = (choices: MonthsChoices) => monthsToQuery(choices, NET_WORTH_MONTHS);

/** Month, date and total, then investments when there are any, then one column per account. */
function netWorthColumns(accounts: NetWorthAccount[], withInvestments: boolean): ReportColumn<NetWorthRow>[] {
  return [
    { heading: 'Month', format: 'text', value: (row) => row.displayLabel, kind: 'title' },
    { heading: 'Net worth', format: 'money', value: (row) => row.total, kind: 'amount' },
    { heading: 'Date', format: 'date', value: (row) => row.date, kind: 'detail' },
    ...(withInvestments
      ? [
          {
            heading: 'Investments',
            format: 'money',
            value: (row) => row.investments,
            kind: 'detail',
          } satisfies ReportColumn<NetWorthRow>,
        ]
      : []),
    ...accounts.map((account): ReportColumn<NetWorthRow> => ({
      heading: account.name,
      format: 'money',
      value: (row) => row.balances[account.accountId] ?? null,
      kind: 'detail',
    })),
  ];
}

/** Where net worth stands and how it moved, saying so when holdings without a price are left out. */
function NetWorthHeadline({ first, last }: { first: NetWorthRow; last: NetWorthRow }) {
  const change = netWorthChange(first, last);
  const unpriced = Math.max(first.unpricedHoldings, last.unpricedHoldings);
  return (
    <Text size="sm" c="dimmed">
      {formatAmount(last.total)} at {last.displayLabel}, {change.withInvestments ? '' : 'bank accounts '}
      {change.up ? 'up' : 'down'} {formatAmount(change.amount)} since {first.displayLabel}
      {!change.withInvestments &&
        ` (investments left out: ${unpriced === 1 ? 'a holding has' : `${unpriced} holdings have`} no price for ${
          first.unpricedHoldings > 0 ? first.displayLabel : last.displayLabel
        })`}
    </Text>
  );
}

function NetWorthReport({ months }: { months: number }) {
  const report = useQuery(netWorthQuery(months));
  const rows = useMemo(() => netWorthRows(report.data ?? []), [report.data]);
  const accounts = useMemo(() => netWorthAccounts(report.data ?? []), [report.data]);
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <ReportError error={report.error} />;
  const withInvestments = hasInvestments(rows);
  const first = rows[0];
  const last = rows.at(-1);
  return (
    <Stack gap="sm">
      {first && last && <NetWorthHeadline first={first} last={last} />}
      <ReportFigure
        label={`Net worth at each month's end, last ${monthsLabel(months)}`}
        columns={netWorthColumns(accounts, withInvestments)}
        rows={rows}
        rowKey={(row) => row.month}
        fileName={csvFileName(['net worth', monthsLabel(months)])}
        emptyText="There are no bank accounts yet."
        tableMinWidth={200 + 150 * accounts.length}
      >
        <NetWorthChart rows={rows} withInvestments={withInvestments} />
      </ReportFigure>
    </Stack>
  );
}

/** Net Worth: what the family's own bank accounts and investments were worth at the end of each month. */
export function NetWorthPage() {
  const [choices, choose] = useQueryChoices(fromQuery, toQuery);
  return (
    <>
      <PageTitle>Net Worth</PageTitle>
      <ReportPanel
        controls={
          <MonthsSelect
            options={NET_WORTH_MONTHS.options}
            value={choices.months}
            onChange={(months) => choose({ months })}
          />
        }
      >
        <NetWorthReport months={choices.months} />
      </ReportPanel>
    </>
  );
}
