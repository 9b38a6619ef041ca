import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ImportRule } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { importRulesQuery, useDeleteRule, useOrderRules } from './api';
import { draftOfRule, newRuleDraft, ruleCondition, ruleEffects, type RuleDraft } from './rule-draft';
import { movedOrder, type Direction } from './rule-order';
import { RuleFormModal } from './rule-form-modal';

/**
 * Move up and Move down: the order is saved at once, and the focus stays on the moved rule's button (or
 * its other one, at the top or the bottom), so that a keyboard can move a rule several places in a row.
 */
function useRuleMoves(rules: ImportRule[]) {
  const order = useOrderRules();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ id: number; direction: Direction } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const other: Direction = moved.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${moved.id} ${moved.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${moved.id} ${other}`))?.focus();
  }, [moved, rules]);
  const move = (rule: ImportRule, direction: Direction) => {
    setMoved({ id: rule.id, direction });
    order.mutate(movedOrder(rules, rule.id, direction), {
      onError: (error) => showError(errorMessage(error)),
    });
  };
  const buttonRef = (id: number, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${id} ${direction}`, element);
    else buttons.current.delete(`${id} ${direction}`);
  };
  return { move, buttonRef };
}

function RulesTable({ rules, onEdit }: { rules: ImportRule[]; onEdit: (rule: ImportRule) => void }) {
  const remove = useDeleteRule();
  const { move, buttonRef } = useRuleMoves(rules);
  const confirmDelete = (rule: ImportRule) =>
    confirmDanger({
      title: 'Delete Rule',
      message: `Confirm you want to delete the rule ${rule.name}`,
      onConfirm: () =>
        remove.mutate(rule.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(errorMessage(error)),
        }),
    });
  return (
    <StackedTable minWidth={720} verticalSpacing="sm" aria-label="Import rules">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>#</Table.Th>
          <Table.Th>Rule</Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>It sets</Table.Th>
          <Table.Th w={168} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule, index) => (
          <Table.Tr key={rule.id}>
            <StackedCell kind="lead">{rule.position}</StackedCell>
            <StackedCell kind="title">
              <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onEdit(rule)}>
                {rule.name}
              </Anchor>
            </StackedCell>
            <StackedCell kind="detail" label="When">
              {ruleCondition(rule)}
            </StackedCell>
            <StackedCell kind="detail" label="It sets">
              {ruleEffects(rule).join('; ')}
            </StackedCell>
            <StackedCell kind="action">
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <Button
                  ref={buttonRef(rule.id, 'up')}
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Move ${rule.name} up`}
                  disabled={index === 0}
                  onClick={() => move(rule, 'up')}
                >
                  <IconArrowUp size={16} />
                </Button>
                <Button
                  ref={buttonRef(rule.id, 'down')}
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Move ${rule.name} down`}
                  disabled={index === rules.length - 1}
                  onClick={() => move(rule, 'down')}
                >
                  <IconArrowDown size={16} />
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Edit ${rule.name}`}
                  onClick={() => onEdit(rule)}
                >
                  <IconPencil size={16} />
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={`Delete ${rule.name}`}
                  onClick={() => confirmDelete(rule)}
                >
                  <IconTrash size={16} />
                </Button>
              </Group>
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** /import/rules: the family's import rules in the order they apply, with New, Edit, Test and Delete. */
export function RulesPage() {
  const rules = useQuery(importRulesQuery());
  const [editing, setEditing] = useState<{ key: number; draft: RuleDraft } | null>(null);
  const open = (draft: RuleDraft) => setEditing({ key: Date.now(), draft });
  return (
    <>
      <PageTitle
        actions={
          <Group gap="sm">
            <Button component={Link} to="/import" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Import
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => open(newRuleDraft())}>
              New rule
            </Button>
          </Group>
        }
      >
        Import Rules
      </PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Rules run on every imported row before matching, in this order: the first rule that names an account, a
            subcategory or a budget sets it; tags add up. Move a rule up or down to change which comes first. A third
            party&apos;s default subcategory and budget apply where no rule sets them.
          </Text>
          {rules.isPending && <PageLoader />}
          {rules.isError && (
            <Alert color="red" variant="light" title="The rules could not be loaded">
              {errorMessage(rules.error)}
            </Alert>
          )}
          {rules.data && rules.data.length === 0 && <Text c="dimmed">No rules yet.</Text>}
          {rules.data && rules.data.length > 0 && (
            <RulesTable rules={rules.data} onEdit={(rule) => open(draftOfRule(rule))} />
          )}
        </Stack>
      </Paper>
      {editing && <RuleFormModal key={editing.key} initial={editing.draft} opened onClose={() => setEditing(null)} />}
    </>
  );
}
