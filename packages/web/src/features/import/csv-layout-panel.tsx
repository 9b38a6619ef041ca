import { useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CsvLayout, ImportPreview } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useChangeLayout } from './api';
import { CsvDirectionFields } from './csv-direction-fields';
import { SaveLayoutForm } from './save-layout-form';

type CsvInfo = NonNullable<ImportPreview['csv']>;

const DATE_ORDERS = [
  { value: 'DMY', label: 'Day/Month/Year' },
  { value: 'MDY', label: 'Month/Day/Year' },
  { value: 'YMD', label: 'Year-Month-Day' },
];
const DECIMALS = [
  { value: '.', label: 'Point (1,234.56)' },
  { value: ',', label: 'Comma (1.234,56)' },
];

interface CsvLayoutPanelProps {
  importId: string;
  accountId: number;
  csv: CsvInfo;
  onPreview: (preview: ImportPreview) => void;
}

/** The columns Hearth read the CSV file with, changeable; the choice is remembered for the account. */
export function CsvLayoutPanel({ importId, accountId, csv, onPreview }: CsvLayoutPanelProps) {
  const [layout, setLayout] = useState<CsvLayout>(csv.layout);
  const change = useChangeLayout();
  const columns = csv.headings.map((heading, index) => ({ value: String(index), label: heading }));
  const pick = (value: number | null) => (value === null ? null : String(value));
  const toNumber = (value: string | null) => (value === null ? null : Number(value));
  const set = (changes: Partial<CsvLayout>) => setLayout((current) => ({ ...current, ...changes }));
  const split = layout.amountColumn === null;

  const apply = () =>
    change.mutate(
      { importId, layout },
      {
        onSuccess: (preview) => {
          showSuccess('The file was read again with these columns; they are remembered for this account.');
          onPreview(preview);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Columns of the file">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Columns of the file
          </Title>
          <Text size="sm" c="dimmed">
            {csv.recognised
              ? `Recognised as the export of ${csv.recognised.name}.`
              : 'Not a layout Hearth knows: the columns were guessed from the file.'}
          </Text>
        </Stack>
        {/* Focusable, so that the columns a phone cannot show are reached by keyboard too. */}
        <div style={{ overflowX: 'auto' }} tabIndex={0}>
          <Table withTableBorder withColumnBorders fz="xs" aria-label="The first rows of the file">
            <Table.Thead>
              <Table.Tr>
                {csv.headings.map((heading, index) => (
                  <Table.Th key={index}>{heading}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {csv.sample.slice(0, 3).map((cells, index) => (
                <Table.Tr key={index}>
                  {csv.headings.map((_, column) => (
                    <Table.Td key={column}>{cells[column] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select
            label="Date"
            data={columns}
            value={pick(layout.dateColumn)}
            onChange={(value) => value !== null && set({ dateColumn: Number(value) })}
            allowDeselect={false}
          />
          <Select
            label="Date order"
            data={DATE_ORDERS}
            value={layout.dateOrder}
            onChange={(value) => value && set({ dateOrder: value as CsvLayout['dateOrder'] })}
            allowDeselect={false}
          />
          <MultiSelect
            label="Description"
            data={columns}
            value={layout.descriptionColumns.map(String)}
            onChange={(values) => set({ descriptionColumns: values.map(Number) })}
          />
          <Select
            label="Payee"
            placeholder="None"
            data={columns}
            value={pick(layout.payeeColumn)}
            onChange={(value) => set({ payeeColumn: toNumber(value) })}
            clearable
          />
          <Select
            label="Bank reference"
            placeholder="None"
            data={columns}
            value={pick(layout.referenceColumn)}
            onChange={(value) => set({ referenceColumn: toNumber(value) })}
            clearable
          />
          <Select
            label="Decimal separator"
            data={DECIMALS}
            value={layout.decimalSeparator}
            onChange={(value) => value && set({ decimalSeparator: value as CsvLayout['decimalSeparator'] })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="sm" fw={500} id="amount-columns">
            Amounts
          </Text>
          <SegmentedControl
            aria-labelledby="amount-columns"
            data={[
              { value: 'one', label: 'One column' },
              { value: 'two', label: 'Debit and credit' },
            ]}
            value={split ? 'two' : 'one'}
            onChange={(value) =>
              set(
                value === 'one'
                  ? {
                      amountColumn: layout.debitColumn ?? layout.creditColumn ?? 0,
                      debitColumn: null,
                      creditColumn: null,
                    }
                  : { amountColumn: null, debitColumn: layout.amountColumn, creditColumn: null },
              )
            }
            w="fit-content"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {split ? (
              <>
                <Select
                  label="Debit (money out)"
                  data={columns}
                  value={pick(layout.debitColumn)}
                  onChange={(value) => set({ debitColumn: toNumber(value) })}
                />
                <Select
                  label="Credit (money in)"
                  data={columns}
                  value={pick(layout.creditColumn)}
                  onChange={(value) => set({ creditColumn: toNumber(value) })}
                />
              </>
            ) : (
              <>
                <Select
                  label="Amount"
                  data={columns}
                  value={pick(layout.amountColumn)}
                  onChange={(value) => set({ amountColumn: toNumber(value) })}
                />
                <Switch
                  label="Money out is written as positive (card statements)"
                  checked={layout.invertAmounts}
                  onChange={(event) => set({ invertAmounts: event.currentTarget.checked })}
                  mt={{ base: 0, sm: 'xl' }}
                />
              </>
            )}
          </SimpleGrid>
          <Switch
            label="Amounts are written in whole cents (18000 is 180.00)"
            checked={layout.amountsInCents ?? false}
            onChange={(event) => set({ amountsInCents: event.currentTarget.checked })}
          />
        </Stack>
        <CsvDirectionFields layout={layout} columns={columns} set={set} />
        <Group justify="flex-end">
          <Button variant="light" onClick={apply} loading={change.isPending}>
            Read again with these columns
          </Button>
        </Group>
        <SaveLayoutForm
          accountId={accountId}
          headings={csv.headings}
          layout={layout}
          suggestedName={csv.recognised?.name ?? ''}
        />
      </Stack>
    </Paper>
  );
}
