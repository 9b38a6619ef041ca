import {
  RULE_MATCH_KIND_NAMES,
  type ImportDirection,
  type ImportRule,
  type RuleMatchKind,
  type SaveImportRuleRequest,
} from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';

/** The rule form's values; amounts as typed numbers or empty. */
export interface RuleDraft {
  id: number | null;
  name: string;
  matchKind: RuleMatchKind;
  matchText: string;
  minAmount: number | null;
  maxAmount: number | null;
  direction: ImportDirection | null;
  accountId: number | null;
  subCategoryId: number | null;
  budgetId: number | null;
  tagIds: number[];
}

export function newRuleDraft(): RuleDraft {
  return {
    id: null,
    name: '',
    matchKind: 'contains',
    matchText: '',
    minAmount: null,
    maxAmount: null,
    direction: null,
    accountId: null,
    subCategoryId: null,
    budgetId: null,
    tagIds: [],
  };
}

export function draftOfRule(rule: ImportRule): RuleDraft {
  return {
    id: rule.id,
    name: rule.name,
    matchKind: rule.matchKind,
    matchText: rule.matchText,
    minAmount: rule.minAmount,
    maxAmount: rule.maxAmount,
    direction: rule.direction,
    accountId: rule.accountId,
    subCategoryId: rule.subCategoryId,
    budgetId: rule.budgetId,
    tagIds: rule.tags.map((tag) => tag.id),
  };
}

/** A rule matches some text: Test and Save wait for it. */
export function ruleComplete(draft: Pick<RuleDraft, 'matchText'>): boolean {
  return draft.matchText.trim() !== '';
}

/** The request a draft saves (or tests) as; a rule without a name is named after its text. */
export function ruleRequestOf(draft: RuleDraft): SaveImportRuleRequest {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim() || draft.matchText.trim(),
    matchKind: draft.matchKind,
    matchText: draft.matchText,
    minAmount: draft.minAmount,
    maxAmount: draft.maxAmount,
    direction: draft.direction,
    accountId: draft.accountId,
    subCategoryId: draft.subCategoryId,
    budgetId: draft.budgetId,
    tagIds: draft.tagIds,
  };
}

/** When a rule applies, in words: Description contains "woolworths", money out, $10.00 to $200.00. */
export function ruleCondition(
  rule: Pick<ImportRule, 'matchKind' | 'matchText' | 'direction' | 'minAmount' | 'maxAmount'>,
): string {
  const parts = [`${RULE_MATCH_KIND_NAMES[rule.matchKind]} "${rule.matchText}"`];
  if (rule.direction) parts.push(rule.direction === 'in' ? 'money in' : 'money out');
  if (rule.minAmount !== null && rule.maxAmount !== null)
    parts.push(`${formatAmount(rule.minAmount)} to ${formatAmount(rule.maxAmount)}`);
  else if (rule.minAmount !== null) parts.push(`${formatAmount(rule.minAmount)} or more`);
  else if (rule.maxAmount !== null) parts.push(`up to ${formatAmount(rule.maxAmount)}`);
  return parts.join(', ');
}

/** What a rule sets, in words. */
export function ruleEffects(rule: ImportRule): string[] {
  return [
    ...(rule.accountName ? [`Account: ${rule.accountName}`] : []),
    ...(rule.subCategoryName
      ? [`Subcategory: ${[rule.categoryName, rule.subCategoryName].filter(Boolean).join(' - ')}`]
      : []),
    ...(rule.budgetName ? [`Budget: ${rule.budgetName}`] : []),
    ...(rule.tags.length ? [`Tags: ${rule.tags.map((tag) => tag.name).join(', ')}`] : []),
  ];
}
