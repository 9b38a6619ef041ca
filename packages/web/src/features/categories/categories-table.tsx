import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import type { CategoryRow } from './category-rows';

interface CategoriesTableProps {
  rows: readonly CategoryRow[];
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  /** What can be done to the selected row, shown in a row of its own right under it. */
  selectedActions: ReactNode;
}

const COLUMNS = 4;

const SUBCATEGORY_INDENT = 28;

/** Categories with their subcategories indented below; a row is selected by click, Enter or Space. */
export function CategoriesTable({ rows, selectedKey, onSelect, selectedActions }: CategoriesTableProps) {
  const toggle = (key: string) => onSelect(key === selectedKey ? null : key);
  const onKeyDown = (key: string) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(key);
  };

  return (
    <StackedTable minWidth={560} verticalSpacing="xs" horizontalSpacing="md" highlightOnHover aria-label="Categories">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Category</Table.Th>
          <Table.Th ta="center" w={100}>
            Enabled
          </Table.Th>
          <Table.Th ta="right" w={160}>
            Value
          </Table.Th>
          <Table.Th ta="right" w={130}>
            Transactions
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const selected = row.key === selectedKey;
          const isCategory = row.kind === 'category';
          return (
            <Fragment key={row.key}>
              <Table.Tr
                tabIndex={0}
                aria-selected={selected}
                data-kind={row.kind}
                onClick={() => toggle(row.key)}
                onKeyDown={onKeyDown(row.key)}
                bg={selected ? 'hearth.0' : isCategory ? 'gray.0' : undefined}
                style={{ cursor: 'pointer', outlineOffset: -2 }}
              >
                <StackedCell kind="title">
                  <Box pl={isCategory ? 0 : SUBCATEGORY_INDENT}>
                    <Text
                      size="sm"
                      fw={isCategory ? 650 : 400}
                      c={row.enabled ? undefined : 'dimmed'}
                      td={row.enabled ? undefined : 'line-through'}
                    >
                      {row.name}
                    </Text>
                  </Box>
                </StackedCell>
                <StackedCell kind="marker" ta="center">
                  {row.enabled ? (
                    <IconCircleCheck size={18} role="img" aria-label="Enabled" color="var(--mantine-color-teal-7)" />
                  ) : (
                    <IconCircleX size={18} role="img" aria-label="Disabled" color="var(--mantine-color-gray-5)" />
                  )}
                </StackedCell>
                <StackedCell kind="amount" ta="right">
                  <Money amount={row.amount} size="sm" fw={isCategory ? 600 : undefined} />
                </StackedCell>
                <StackedCell kind="detail" label="Transactions" ta="right">
                  <Text size="sm" ff="monospace" span>
                    {row.transactionCount}
                  </Text>
                </StackedCell>
              </Table.Tr>
              {selected && (
                <Table.Tr data-actions-for={row.key}>
                  <StackedCell kind="detail" colSpan={COLUMNS} py="xs" bg="hearth.0">
                    {selectedActions}
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
