import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BudgetSelect } from '../../components/budget-select';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import classes from './transaction-lines-editor.module.css';
import { addSplitLine, canRemoveLine, linesTotal, removeLine, updateLine, type DraftLine } from './transaction-lines';

interface TransactionLinesEditorProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** What is wrong with amounts, by line key. */
  amountErrors?: Record<number, string>;
  /** What is wrong with the total. */
  totalError?: string;
}

/** A line's own caption for an input, seen only on a phone (the column captions stand for it elsewhere). */
const lineLabel = (text: string) => ({ label: text, labelProps: { className: classes.lineLabel } });

/** The split lines: an amount, a subcategory and a budget each; the transaction's amount is their total. */
export function TransactionLinesEditor({
  lines,
  onChange,
  amountErrors = {},
  totalError,
}: TransactionLinesEditorProps) {
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
      <Box className={classes.captions} aria-hidden mb={-6}>
        <Input.Label labelElement="div" className={classes.amount}>
          Amount
        </Input.Label>
        <Input.Label labelElement="div" className={classes.subcategory}>
          Subcategory
        </Input.Label>
        <Input.Label labelElement="div" className={classes.budget}>
          Budget
        </Input.Label>
        <Box className={classes.remove} />
      </Box>
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          <div key={line.key} className={classes.line} data-testid="transaction-line">
            <MoneyInput
              aria-label={`Amount line ${number}`}
              {...lineLabel('Amount')}
              className={classes.amount}
              value={line.amount}
              // A split line may take money back (a coupon, a refund); the transaction's total stays above zero.
              allowNegative={lines.length > 1}
              autoFocus={line.key === addedKey}
              onChange={(amount) => onChange(updateLine(lines, index, { amount }))}
              error={amountErrors[line.key]}
              styles={{ input: { textAlign: 'right' } }}
            />
            <SubcategorySelect
              aria-label={`Subcategory line ${number}`}
              {...lineLabel('Subcategory')}
              placeholder="Pick a subcategory"
              className={classes.subcategory}
              value={line.subCategoryId}
              onChange={(subCategoryId, categoryId) =>
                onChange(updateLine(lines, index, { subCategoryId, categoryId }))
              }
            />
            <BudgetSelect
              aria-label={`Budget line ${number}`}
              {...lineLabel('Budget')}
              className={classes.budget}
              value={line.budgetId}
              onChange={(budgetId) => onChange(updateLine(lines, index, { budgetId }))}
            />
            {canRemoveLine(index) ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                className={classes.remove}
                aria-label={`Delete line ${number}`}
                onClick={() => onChange(removeLine(lines, index))}
              >
                <IconTrash size={17} />
              </ActionIcon>
            ) : (
              <Box className={classes.remove} />
            )}
          </div>
        );
      })}
      <div className={classes.footer}>
        {/* Under the amounts, right-aligned like them, so the total reads as their sum. */}
        <Group className={classes.amount} justify="space-between" gap={4} px={12} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Total
          </Text>
          <Money
            amount={linesTotal(lines)}
            fw={700}
            size="sm"
            aria-label="Transaction total"
            c={totalError ? 'red.7' : undefined}
          />
        </Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={15} />} onClick={addLine}>
          Add split line
        </Button>
      </div>
      {totalError && (
        <Text size="sm" c="red.7" role="alert">
          {totalError}
        </Text>
      )}
    </Stack>
  );
}
