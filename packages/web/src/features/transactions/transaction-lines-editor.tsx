import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BudgetSelect } from '../../components/budget-select';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { addSplitLine, canRemoveLine, linesTotal, removeLine, updateLine, type DraftLine } from './transaction-lines';

interface TransactionLinesEditorProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** Missing amounts, by line key. */
  amountErrors?: Record<number, string>;
}

const AMOUNT_WIDTH = 150;
const REMOVE_WIDTH = 34;

/** The split lines: an amount, a subcategory and a budget each; the transaction's amount is their total. */
export function TransactionLinesEditor({ lines, onChange, amountErrors = {} }: TransactionLinesEditorProps) {
  // A line added from the keyboard is typed into next: its amount takes the focus as it appears.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const addLine = () => {
    const next = addSplitLine(lines);
    setAddedKey(next[next.length - 1]?.key ?? null);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {/* Column captions shown once; each input carries its own label for screen readers. */}
      <Group gap="sm" wrap="nowrap" aria-hidden mb={-6}>
        <Input.Label labelElement="div" w={AMOUNT_WIDTH}>
          Amount
        </Input.Label>
        <Input.Label labelElement="div" style={{ flex: 3 }}>
          Subcategory
        </Input.Label>
        <Input.Label labelElement="div" style={{ flex: 2 }}>
          Budget
        </Input.Label>
        <Box w={REMOVE_WIDTH} />
      </Group>
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          <Group key={line.key} gap="sm" wrap="nowrap" align="flex-start" data-testid="transaction-line">
            <MoneyInput
              aria-label={`Amount line ${number}`}
              w={AMOUNT_WIDTH}
              value={line.amount}
              autoFocus={line.key === addedKey}
              onChange={(amount) => onChange(updateLine(lines, index, { amount }))}
              error={amountErrors[line.key]}
              styles={{ input: { textAlign: 'right' } }}
            />
            <SubcategorySelect
              aria-label={`Subcategory line ${number}`}
              placeholder="Pick a subcategory"
              style={{ flex: 3, minWidth: 0 }}
              value={line.subCategoryId}
              onChange={(subCategoryId, categoryId) => onChange(updateLine(lines, index, { subCategoryId, categoryId }))}
            />
            <BudgetSelect
              aria-label={`Budget line ${number}`}
              style={{ flex: 2, minWidth: 0 }}
              value={line.budgetId}
              onChange={(budgetId) => onChange(updateLine(lines, index, { budgetId }))}
            />
            {canRemoveLine(index) ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                w={REMOVE_WIDTH}
                aria-label={`Delete line ${number}`}
                onClick={() => onChange(removeLine(lines, index))}
              >
                <IconTrash size={17} />
              </ActionIcon>
            ) : (
              <Box w={REMOVE_WIDTH} />
            )}
          </Group>
        );
      })}
      <Group gap="sm" wrap="nowrap" align="center">
        {/* Under the amounts, right-aligned like them, so the total reads as their sum. */}
        <Group w={AMOUNT_WIDTH} justify="space-between" gap={4} px={12} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Total
          </Text>
          <Money amount={linesTotal(lines)} fw={700} size="sm" aria-label="Transaction total" />
        </Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={15} />} onClick={addLine}>
          Add split line
        </Button>
      </Group>
    </Stack>
  );
}
