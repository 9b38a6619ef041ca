import { Button, Divider, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { RULE_MATCH_KIND_NAMES, type ImportDirection, type RuleMatchKind } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { AccountSelect } from '../../components/account-select';
import { BudgetSelect } from '../../components/budget-select';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { useApplyRule, useSaveRule, useTestRule } from './api';
import { ruleComplete, ruleRequestOf, type RuleDraft } from './rule-draft';
import { RuleTestResults } from './rule-test-results';

interface RuleFormModalProps {
  initial: RuleDraft;
  opened: boolean;
  onClose: () => void;
}

const MATCH_KINDS = (Object.keys(RULE_MATCH_KIND_NAMES) as RuleMatchKind[]).map((kind) => ({
  value: kind,
  label: RULE_MATCH_KIND_NAMES[kind],
}));

/** Creates or edits a rule; Test shows which existing transactions it takes, and a saved rule can be applied to them. */
export function RuleFormModal({ initial, opened, onClose }: RuleFormModalProps) {
  const { values: draft, change: set, field, textField } = useDraft(initial);
  const save = useSaveRule();
  const test = useTestRule();
  const apply = useApplyRule();
  const saved = draft.id !== null && JSON.stringify(draft) === JSON.stringify(initial);

  const submit = () =>
    save.mutate(ruleRequestOf(draft), {
      onSuccess: ({ description }) => {
        showSuccess(description);
        onClose();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  const runTest = () => test.mutate(ruleRequestOf(draft), { onError: (error) => showError(errorMessage(error)) });
  const applyTo = (transactionIds: number[]) =>
    apply.mutate(
      { ruleId: draft.id as number, transactionIds },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          runTest();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={draft.id ? 'Edit rule' : 'New rule'}
      size="xl"
      centered={false}
      onSubmit={submit}
    >
      <TextInput label="Name" description="Left empty, the text is used." maxLength={100} {...textField('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="When"
          data={MATCH_KINDS}
          value={draft.matchKind}
          onChange={(value) => value && set({ matchKind: value as RuleMatchKind })}
          allowDeselect={false}
        />
        <TextInput
          label="Text"
          required
          maxLength={200}
          description={
            draft.matchKind === 'pattern'
              ? '* stands for any text, ? for one character.'
              : 'Case and accents do not matter.'
          }
          {...textField('matchText')}
        />
        <MoneyInput label="Smallest amount" value={draft.minAmount} onChange={(value) => set({ minAmount: value })} />
        <MoneyInput label="Largest amount" value={draft.maxAmount} onChange={(value) => set({ maxAmount: value })} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="rule-direction">
          Direction
        </Text>
        <SegmentedControl
          aria-labelledby="rule-direction"
          w="fit-content"
          value={draft.direction ?? 'any'}
          onChange={(value) => set({ direction: value === 'any' ? null : (value as ImportDirection) })}
          data={[
            { value: 'any', label: 'Either' },
            { value: 'out', label: 'Money out' },
            { value: 'in', label: 'Money in' },
          ]}
        />
      </Stack>
      <Divider label="It sets" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AccountSelect
          label="Account"
          description="A third party, or an own account for a transfer"
          accountTypeId={0}
          {...field('accountId')}
        />
        <SubcategorySelect label="Subcategory" {...field('subCategoryId')} />
        <BudgetSelect label="Budget" {...field('budgetId')} />
        <TagMultiSelect label="Tags" {...field('tagIds')} />
      </SimpleGrid>
      {test.data && (
        <RuleTestResults result={test.data} applying={apply.isPending} {...(saved ? { onApply: applyTo } : {})} />
      )}
      {test.data && !saved && (
        <Text size="xs" c="dimmed">
          Save the rule to apply it to these transactions.
        </Text>
      )}
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        submitDisabled={!ruleComplete(draft)}
        aside={
          <Button variant="light" onClick={runTest} loading={test.isPending} disabled={!ruleComplete(draft)}>
            Test
          </Button>
        }
      />
    </FormDialog>
  );
}
