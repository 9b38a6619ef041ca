import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SOURCE_APP_LABELS, type AppImportPreview } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';

const KINDS = [
  ['Bank accounts', 'accounts'],
  ['Third parties', 'thirdParties'],
  ['Categories', 'categories'],
  ['Subcategories', 'subcategories'],
  ['Tags', 'tags'],
  ['Monthly budgets', 'budgets'],
  ['Transactions', 'transactions'],
  ['of which transfers', 'transfers'],
] as const;

/** What the export holds and what importing it would create, the accounts with their opening balances, and what stays behind. */
export function AppImportPreviewView({ preview }: { preview: AppImportPreview }) {
  return (
    <Stack gap="md">
      <Text>
        {SOURCE_APP_LABELS[preview.app]} export <strong>{preview.budgetName ?? preview.fileName}</strong>
        {preview.dateFrom && preview.dateTo && (
          <>
            {', from '}
            <DateText span value={preview.dateFrom} /> to <DateText span value={preview.dateTo} />
          </>
        )}
        .
      </Text>
      {preview.alreadyImported > 0 && (
        <Alert color="blue" title="Imported before">
          {preview.alreadyImported} transactions of this export are in Hearth already: they are left as they are.
        </Alert>
      )}
      <Table.ScrollContainer minWidth={300}>
        <Table striped aria-label="What the import creates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Records</Table.Th>
              <Table.Th ta="right">In the file</Table.Th>
              <Table.Th ta="right">To create</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {KINDS.map(([label, key]) => (
              <Table.Tr key={key}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{preview[key].inFile}</Table.Td>
                <Table.Td ta="right">{preview[key].toCreate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="app-import-accounts">
        <Title order={2} fz="lg" id="app-import-accounts" mb="xs">
          Bank accounts
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table aria-labelledby="app-import-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Opening balance</Table.Th>
                <Table.Th>Opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.accountList.map((account) => (
                <Table.Tr key={account.name}>
                  <Table.Td>
                    {account.name}
                    {!account.isNew && (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        (exists already: kept as it is)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={account.openingBalance} signed />
                  </Table.Td>
                  <Table.Td>{account.openingDate ? <DateText span value={account.openingDate} /> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {preview.leftOut.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="app-import-left-out">
          <Title order={2} fz="lg" id="app-import-left-out" mb="xs">
            Not brought into Hearth
          </Title>
          <List spacing="xs">
            {preview.leftOut.map((item) => (
              <List.Item key={item.what}>
                <strong>
                  {item.what} ({item.count})
                </strong>
                : {item.reason}
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
