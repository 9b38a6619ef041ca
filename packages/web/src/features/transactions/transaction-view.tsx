import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { AccountType, TransactionTypeName, type Transaction } from '@hearth/contract';
import { AmountRow, AmountTable } from '../../components/amount-table';
import { DateText } from '../../components/date-text';
import { PaysScheduleNote } from './pays-schedule-note';
import { TransactionTypeIcon } from './transaction-type-icon';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** A bank account links to its transactions; a third party to its editor. */
function AccountLink({ id, name, typeId }: { id: number; name: string; typeId: number }) {
  const to = typeId === AccountType.Bank ? `/transactions/${id}` : `/thirdparty/${id}`;
  return (
    <Anchor component={Link} to={to} size="sm">
      {name}
    </Anchor>
  );
}

/** The transaction as saved, read-only; Edit switches to the form. */
export function TransactionView({ transaction }: { transaction: Transaction }) {
  const lineLabel = (line: Transaction['transactionLines'][number]) =>
    [line.categoryName, line.subCategoryName].filter((part): part is string => !!part).join(' - ') || 'No subcategory';

  return (
    <Paper withBorder radius="md" p="lg" aria-label="Transaction details" component="section">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Field label="Date">
            <DateText value={transaction.transactionDate} />
          </Field>
          <Field label="Transaction Type">
            <Group gap={6} wrap="nowrap">
              <TransactionTypeIcon typeId={transaction.transactionTypeId} />
              {TransactionTypeName[transaction.transactionTypeId] ?? transaction.transactionType}
            </Group>
          </Field>
          <Field label="Debit account">
            <AccountLink id={transaction.debitAccountId} name={transaction.debitAccountName} typeId={transaction.debitAccountTypeId} />
          </Field>
          <Field label="Credit account">
            <AccountLink id={transaction.creditAccountId} name={transaction.creditAccountName} typeId={transaction.creditAccountTypeId} />
          </Field>
        </SimpleGrid>
        {transaction.scheduleId !== null && (
          <PaysScheduleNote scheduleId={transaction.scheduleId} scheduleName={transaction.scheduleName} paymentNumber={transaction.paymentNumber} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label="Description">{transaction.description || <Text span c="dimmed" size="sm">None</Text>}</Field>
          <Field label="Tags">
            {transaction.tags.length ? (
              <Group gap={6}>
                {transaction.tags.map((tag) => (
                  <Badge key={tag.id} variant="light" radius="sm">
                    {tag.name}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text span c="dimmed" size="sm">
                None
              </Text>
            )}
          </Field>
        </SimpleGrid>
        <AmountTable aria-label="Lines" headings={['Category - Subcategory', 'Budget']} total={transaction.amount} verticalSpacing={6}>
          {transaction.transactionLines.map((line) => (
            <AmountRow key={line.id} amount={line.amount}>
              <Table.Td>{lineLabel(line)}</Table.Td>
              <Table.Td c={line.budget ? undefined : 'dimmed'}>{line.budget ?? 'None'}</Table.Td>
            </AmountRow>
          ))}
        </AmountTable>
      </Stack>
    </Paper>
  );
}
