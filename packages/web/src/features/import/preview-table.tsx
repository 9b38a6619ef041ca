import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Checkbox, Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ImportMatch, ImportRow, ImportRowChoice } from '@hearth/contract';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { RowActionPicker } from './row-action-picker';
import { RowSubcategory } from './row-subcategory';
import { choiceOf, type RowChanges, type RowChoice } from './row-choices';

interface PreviewTableProps {
  rows: ImportRow[];
  changes: RowChanges;
  kept: ReadonlyMap<number, ImportRowChoice>;
  accountId: number;
  onChange: (rowNumber: number, choice: RowChoice) => void;
  selected: ReadonlySet<number>;
  onToggle: (rowNumbers: number[], selected: boolean) => void;
}

function MatchedTransaction({ match }: { match: ImportMatch | null }) {
  if (!match) {
    return (
      <Text size="sm" c="dimmed">
        No match
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">
        <DateText value={match.date} /> · {match.counterpartyName}
      </Text>
      {match.description && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {match.description}
        </Text>
      )}
    </Stack>
  );
}

/** The transaction a row's choice names: its match, or none when it is created or left out. */
function chosenMatch(row: ImportRow, choice: RowChoice): ImportMatch | null {
  if (choice.action === 'reconciled') return row.matchedTransaction;
  if (choice.action !== 'match') return null;
  return row.candidates.find((candidate) => candidate.id === choice.transactionId) ?? row.matchedTransaction;
}

/**
 * Each imported row beside its matched transaction (or 'No match'), the subcategory a new transaction
 * books, and what Confirm Match will do with it; rows are ticked to set a subcategory on several at once.
 */
export function PreviewTable({ rows, changes, kept, accountId, onChange, selected, onToggle }: PreviewTableProps) {
  const [rawShown, setRawShown] = useState<ReadonlySet<number>>(new Set());
  const toggleRaw = (rowNumber: number) =>
    setRawShown((current) => {
      const next = new Set(current);
      if (!next.delete(rowNumber)) next.add(rowNumber);
      return next;
    });
  const shownNumbers = rows.map((row) => row.rowNumber);
  const ticked = shownNumbers.filter((rowNumber) => selected.has(rowNumber)).length;
  return (
    <StackedTable minWidth={1000} leadWidth={28} verticalSpacing="sm" aria-label="Imported rows" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} data-phone-visible>
            <Checkbox
              aria-label="Select the rows shown"
              checked={ticked > 0 && ticked === shownNumbers.length}
              indeterminate={ticked > 0 && ticked < shownNumbers.length}
              onChange={() => onToggle(shownNumbers, ticked < shownNumbers.length)}
            />
          </Table.Th>
          <Table.Th w={104}>Date</Table.Th>
          <Table.Th>Imported row</Table.Th>
          <Table.Th w={110} ta="right">
            Amount
          </Table.Th>
          <Table.Th w="19%">Matched transaction</Table.Th>
          <Table.Th w="19%">Category</Table.Th>
          <Table.Th w="22%">Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const imported = row.importedTransaction;
          const choice = choiceOf(row, changes);
          const signed = imported.direction === 'out' ? -imported.amount : imported.amount;
          const raw = rawShown.has(row.rowNumber);
          return (
            <Fragment key={row.rowNumber}>
              <Table.Tr
                data-row-number={row.rowNumber}
                aria-label={`Row ${row.rowNumber}`}
                bg={selected.has(row.rowNumber) ? 'hearth.0' : undefined}
              >
                <StackedCell kind="lead">
                  <Checkbox
                    aria-label={`Select row ${row.rowNumber}`}
                    checked={selected.has(row.rowNumber)}
                    onChange={(event) => onToggle([row.rowNumber], event.currentTarget.checked)}
                  />
                </StackedCell>
                <StackedCell kind="detail" label="Date">
                  <DateText value={imported.date} size="sm" />
                </StackedCell>
                <StackedCell kind="title">
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {imported.description || imported.payee || 'No description'}
                      </Text>
                      {(imported.rules.length > 0 || row.note) && (
                        <Group gap={4}>
                          {imported.rules.map((rule) => (
                            <Badge key={rule.id} size="xs" variant="light">
                              Rule: {rule.name}
                            </Badge>
                          ))}
                          {row.note && (
                            <Text size="xs" c="dimmed">
                              {row.note}
                            </Text>
                          )}
                        </Group>
                      )}
                    </Stack>
                    <Tooltip label={raw ? 'Hide the row as in the file' : 'Show the row as in the file'}>
                      <ActionIcon
                        variant={raw ? 'light' : 'subtle'}
                        size="sm"
                        aria-label={`Raw data of row ${row.rowNumber}`}
                        aria-expanded={raw}
                        onClick={() => toggleRaw(row.rowNumber)}
                      >
                        <IconFileText size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </StackedCell>
                <StackedCell kind="amount" ta="right">
                  <Money amount={signed} signed size="sm" />
                </StackedCell>
                <StackedCell kind="detail" label="Matched">
                  <MatchedTransaction match={chosenMatch(row, choice)} />
                </StackedCell>
                <StackedCell kind="detail" label="Category">
                  <RowSubcategory
                    row={row}
                    choice={choice}
                    kept={kept.get(row.rowNumber)}
                    onChange={(next) => onChange(row.rowNumber, next)}
                  />
                </StackedCell>
                <StackedCell kind="detail" label="Action">
                  <RowActionPicker
                    row={row}
                    choice={choice}
                    accountId={accountId}
                    onChange={(next) => onChange(row.rowNumber, next)}
                  />
                </StackedCell>
              </Table.Tr>
              {raw && (
                <Table.Tr>
                  <StackedCell
                    kind="detail"
                    colSpan={7}
                    label={`${row.file ? `${row.file}, line` : 'Line'} ${row.line}`}
                  >
                    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.rawData}
                    </Code>
                  </StackedCell>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
