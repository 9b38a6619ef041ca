import { Link } from 'react-router';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ImportResult } from '@hearth/contract';
import { DateText } from '../../components/date-text';

interface ImportSummaryProps {
  result: ImportResult;
  accountName: string;
  onAnother: () => void;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** What Confirm Match did, with the way to the account's transactions. */
export function ImportSummary({ result, accountName, onAnother }: ImportSummaryProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Import summary">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Imported into {accountName}
        </Title>
        <Text size="sm" c="dimmed">
          Statement from <DateText value={result.dateFrom} /> to <DateText value={result.dateTo} />. Matched and new
          transactions are now reconciled: their date, amount and accounts stay as the bank said until they are
          unlocked. The whole import can be undone under Recent imports.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          <Figure label="Matched" value={result.linked} />
          <Figure label="Created" value={result.created} />
          <Figure label="Imported before" value={result.alreadyReconciled} />
          <Figure label="Left out" value={result.skipped} />
          <Figure label="New third parties" value={result.thirdPartiesCreated} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onAnother}>
            Import another file
          </Button>
          <Button component={Link} to={`/transactions/${result.accountId}`}>
            See the transactions
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
