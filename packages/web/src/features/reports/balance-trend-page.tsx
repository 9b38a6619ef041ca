import { Group, Radio, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@hearth/contract';
import { accountsQuery } from '../../api/ledger';
import { useSession } from '../../lib/session/session-context';
import { AccountSelect } from '../../components/account-select';
import { PageTitle } from '../../components/page-title';
import { scenarioChoicesQuery } from './api';
import { BalanceTrendChart } from './balance-trend-chart';
import { balanceTrendFromQuery, balanceTrendToQuery, type BalanceTrend } from './balance-trend-query';
import { PeriodSelect } from './period-select';
import { ReportError, ReportLoading, ReportPanel } from './report-panel';
import { periodDays, periodLabel } from './report-periods';
import { useQueryChoices } from '../../lib/use-query-choices';

/** The same list the Account picker reads, so both come from one request. */
const BANK_ACCOUNTS = { FilterAccountType: AccountType.Bank, IncluedDeactivated: true } as const;

/** Balance Trend Report: an account's balance over the past, or ahead with the schedules and a scenario. */
export function BalanceTrendPage() {
  const [choices, choose] = useQueryChoices(balanceTrendFromQuery, balanceTrendToQuery);
  const { session } = useSession();
  const accounts = useQuery(accountsQuery(BANK_ACCOUNTS));
  const scenarios = useQuery({ ...scenarioChoicesQuery(), enabled: choices.trend === 'forecast' });

  // Until an account is chosen: the user's default account, or else the first active bank account.
  const active = (accounts.data ?? []).filter((account) => account.isActive);
  const defaultAccountId = session.status === 'signed-in' ? session.claims.defaultAccountId : null;
  const fallback = active.find((account) => account.id === defaultAccountId) ?? active[0] ?? null;
  const accountId = choices.accountId ?? fallback?.id ?? null;
  // A bookmarked scenario is drawn once its name is known; one deleted since is left out.
  const waitingForScenario = choices.scenarioId !== null && scenarios.isPending;
  const scenario =
    choices.trend === 'forecast'
      ? ((scenarios.data ?? []).find((candidate) => candidate.id === choices.scenarioId) ?? null)
      : null;

  const controls = (
    <>
      <Radio.Group
        label="Trend"
        value={choices.trend}
        onChange={(value) => choose({ trend: value === 'forecast' ? 'forecast' : 'history', scenarioId: null })}
      >
        <Group gap="md" mt={8} mb={6}>
          <Radio value={'forecast' satisfies BalanceTrend} label="Forecast Balance" />
          <Radio value={'history' satisfies BalanceTrend} label="Historical Balance" />
        </Group>
      </Radio.Group>
      <AccountSelect
        label="Account"
        accountTypeId={AccountType.Bank}
        value={accountId}
        onChange={(id) => id !== null && choose({ accountId: id })}
        clearable={false}
        placeholder={accounts.isSuccess && active.length === 0 ? 'No bank accounts yet' : 'Pick an account'}
        w={{ base: '100%', xs: 240 }}
      />
      <PeriodSelect label="Projection Period" value={choices.periodId} onChange={(periodId) => choose({ periodId })} />
      {choices.trend === 'forecast' && (
        <Select
          label="Use Scenario"
          placeholder="No scenario"
          data={(scenarios.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          value={choices.scenarioId === null ? null : String(choices.scenarioId)}
          onChange={(value) => choose({ scenarioId: value ? Number(value) : null })}
          clearable
          nothingFoundMessage="No scenarios yet"
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </>
  );

  return (
    <>
      <PageTitle>Balance Trend Report</PageTitle>
      <ReportPanel controls={controls}>
        {(accounts.isPending || waitingForScenario) && <ReportLoading />}
        {accounts.isError && <ReportError error={accounts.error} />}
        {accounts.isSuccess && accountId === null && <Text c="dimmed">There are no bank accounts yet.</Text>}
        {accountId !== null && !waitingForScenario && (
          <BalanceTrendChart
            trend={choices.trend}
            accountId={accountId}
            days={periodDays(choices.periodId)}
            periodLabel={periodLabel(choices.periodId)}
            scenario={scenario ? { id: scenario.id, name: scenario.name } : null}
          />
        )}
      </ReportPanel>
    </>
  );
}
