import { useId, useState } from 'react';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session/session-context';
import { AccountSelect } from '../../components/account-select';
import { ScenarioForecastBody } from './scenario-forecast-body';

const PERIODS = [30, 90, 180, 365];
const DEFAULT_PERIOD = 90;
const TITLE = 'Forecast with this scenario';

/** Where an account's balance goes with the scenario's amounts, beside where it goes without them. */
export function ScenarioForecastPanel({ scenarioId }: { scenarioId: number }) {
  const { session } = useSession();
  // The default account travels in the token: the forecast starts there, as the dashboard does.
  const [accountId, setAccountId] = useState(session.status === 'signed-in' ? session.claims.defaultAccountId : null);
  const [days, setDays] = useState(DEFAULT_PERIOD);
  const periodLabelId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={TITLE}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {TITLE}
        </Title>
        <Group align="flex-end" gap="md" wrap="wrap">
          <AccountSelect
            label="Account"
            placeholder="Pick a bank account"
            accountTypeId={1}
            value={accountId}
            onChange={setAccountId}
            style={{ flex: 1, minWidth: 220, maxWidth: 360 }}
          />
          {/* Numbers alone under a 'Days ahead' label: four '180 days' side by side would run past a phone's panel. */}
          <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
            <Text size="sm" fw={500} id={periodLabelId}>
              Days ahead
            </Text>
            <SegmentedControl
              aria-labelledby={periodLabelId}
              fullWidth
              data={PERIODS.map(String)}
              value={String(days)}
              onChange={(value) => setDays(Number(value))}
            />
          </Stack>
        </Group>
        <ScenarioForecastBody scenarioId={scenarioId} accountId={accountId} days={days} />
      </Stack>
    </Paper>
  );
}
