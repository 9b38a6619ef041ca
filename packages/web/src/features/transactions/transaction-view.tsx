import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { AccountType, TransactionTypeName, type Transaction } from '@hearth/contract';
import { AmountRow, AmountTable } from '../../components/amount-table';
import { DateText } from '../../components/date-text';
import { ReadOnlyField } from '../../components/read-only-field';
import { PaysScheduleNote } from './pays-schedule-note';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';

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
          <ReadOnlyField label="Date">
            <DateText value={transaction.transactionDate} />
          </ReadOnlyField>
          <ReadOnlyField label="Transaction Type">
            <Group gap={6} wrap="nowrap">
              <TransactionTypeIcon typeId={transaction.transactionTypeId} />
              {TransactionTypeName[transaction.transactionTypeId] ?? transaction.transactionType}
            </Group>
          </ReadOnlyField>
          <ReadOnlyField label="Debit account">
            <AccountLink
              id={transaction.debitAccountId}
              name={transaction.debitAccountName}
              typeId={transaction.debitAccountTypeId}
            />
          </ReadOnlyField>
          <ReadOnlyField label="Credit account">
            <AccountLink
              id={transaction.creditAccountId}
              name={transaction.creditAccountName}
              typeId={transaction.creditAccountTypeId}
            />
          </ReadOnlyField>
        </SimpleGrid>
        {transaction.scheduleId !== null && (
          <PaysScheduleNote
            scheduleId={transaction.scheduleId}
            scheduleName={transaction.scheduleName}
            paymentNumber={transaction.paymentNumber}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ReadOnlyField label="Description">
            {transaction.description || (
              <Text span c="dimmed" size="sm">
                None
              </Text>
            )}
          </ReadOnlyField>
          <ReadOnlyField label="Tags">
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
          </ReadOnlyField>
        </SimpleGrid>
        <AmountTable
          aria-label="Lines"
          headings={['Category - Subcategory', 'Budget']}
          total={transaction.amount}
          verticalSpacing={6}
        >
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
