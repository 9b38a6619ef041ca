import { compileGlob } from './glob.js';
import { foldText } from './text.js';

export type RuleMatchKind = 'contains' | 'startsWith' | 'equals' | 'pattern';
export type Direction = 'in' | 'out';

/** A family's import rule: which rows it takes, and what it sets on them. Amounts in cents. */
export interface ImportRule {
  id: number;
  matchKind: RuleMatchKind;
  matchText: string;
  minAmount: number | null;
  maxAmount: number | null;
  direction: Direction | null;
  accountId: number | null;
  subcategoryId: number | null;
  budgetId: number | null;
  tagIds: number[];
}

/**
 * What rules set on one row: the account, subcategory and budget each by the first rule (in the family's
 * order) that matches and names one; tags from every rule that matches.
 */
export interface RuleOutcome {
  accountId: number | null;
  subcategoryId: number | null;
  budgetId: number | null;
  tagIds: number[];
  ruleIds: number[];
}

export interface RuleSubject {
  description: string;
  payee: string | null;
  /** Signed cents: money in above zero. */
  amount: number;
}

interface CompiledRule {
  rule: ImportRule;
  matches: (folded: string) => boolean;
}

/** The text a pattern is compared with: folded, but keeping the pattern's own * and ?. */
function foldPattern(pattern: string): string {
  return pattern
    .split(/([*?])/)
    .map((part) => (part === '*' || part === '?' ? part : foldText(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function compile(rule: ImportRule): CompiledRule {
  const text = foldText(rule.matchText);
  switch (rule.matchKind) {
    case 'contains':
      return { rule, matches: (folded) => folded.includes(text) };
    case 'startsWith':
      return { rule, matches: (folded) => folded.startsWith(text) };
    case 'equals':
      return { rule, matches: (folded) => folded === text };
    case 'pattern':
      // Compiled once per rule: a family's pattern runs over every row of a file or of the ledger.
      return { rule, matches: compileGlob(foldPattern(rule.matchText)) };
  }
}

/** Whether a rule takes a row: its text in the description or the payee, and the amount and direction it asks for. */
function applies(compiled: CompiledRule, subject: RuleSubject, texts: string[]): boolean {
  const { rule } = compiled;
  const size = Math.abs(subject.amount);
  if (rule.direction === 'in' && subject.amount <= 0) return false;
  if (rule.direction === 'out' && subject.amount >= 0) return false;
  if (rule.minAmount !== null && size < rule.minAmount) return false;
  if (rule.maxAmount !== null && size > rule.maxAmount) return false;
  return texts.some(compiled.matches);
}

/** Rules ready to run over many rows: their texts folded and their patterns compiled once. */
export function compileRules(rules: ImportRule[]): (subject: RuleSubject) => RuleOutcome {
  const compiled = rules.filter((rule) => foldText(rule.matchText) !== '').map(compile);
  return (subject) => {
    const texts = [foldText(subject.description), ...(subject.payee ? [foldText(subject.payee)] : [])];
    const outcome: RuleOutcome = { accountId: null, subcategoryId: null, budgetId: null, tagIds: [], ruleIds: [] };
    for (const candidate of compiled) {
      if (!applies(candidate, subject, texts)) continue;
      const { rule } = candidate;
      outcome.ruleIds.push(rule.id);
      outcome.accountId ??= rule.accountId;
      outcome.subcategoryId ??= rule.subcategoryId;
      outcome.budgetId ??= rule.budgetId;
      for (const tagId of rule.tagIds) if (!outcome.tagIds.includes(tagId)) outcome.tagIds.push(tagId);
    }
    return outcome;
  };
}
