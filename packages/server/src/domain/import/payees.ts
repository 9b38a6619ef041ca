import { payeeKey } from './payee-names.js';
import { foldText } from './text.js';

/** An account an imported row may be with: a third party, or another own bank account (a transfer). */
export interface KnownAccount {
  id: number;
  name: string;
  typeId: number;
  isActive: boolean;
  defaultSubcategoryId: number | null;
  defaultBudgetId: number | null;
}

export interface PayeeAlias {
  key: string;
  accountId: number;
}

export type PayeeFound = { account: KnownAccount; how: 'alias' | 'name' | 'contained' } | null;

const THIRD_PARTY = 2;
/** Shorter names ("BP", "Co") would be found inside too many descriptions by chance. */
const MIN_CONTAINED_LENGTH = 3;

/**
 * Finds the account a statement row is with, from what the bank wrote and from its payee name without
 * codes, numbers and references (payee-names.ts): a name learnt from an earlier import (an alias), a third
 * party's exact name (case and accents aside), or a third party's whole name inside the description
 * ("EFTPOS WOOLWORTHS 1234 BONDI" is with Woolworths), the longest name first.
 */
export class PayeeDirectory {
  private readonly byId = new Map<number, KnownAccount>();
  private readonly byName = new Map<string, KnownAccount>();
  private readonly byAlias = new Map<string, number>();
  /** Active third parties by the first word of their folded name, longest names first. */
  private readonly byFirstWord = new Map<string, { name: string; account: KnownAccount }[]>();

  constructor(accounts: KnownAccount[], aliases: PayeeAlias[]) {
    for (const account of accounts) {
      this.byId.set(account.id, account);
      const name = foldText(account.name);
      if (account.typeId !== THIRD_PARTY || !name) continue;
      // An active account wins a name over an inactive one of the same name.
      if (!this.byName.has(name) || account.isActive) this.byName.set(name, account);
      if (!account.isActive || name.length < MIN_CONTAINED_LENGTH) continue;
      const first = name.split(' ')[0] as string;
      const list = this.byFirstWord.get(first);
      if (list) list.push({ name, account });
      else this.byFirstWord.set(first, [{ name, account }]);
    }
    // Sorted once each, when all are in (sorting on every insert cost a family of 27,000 payees 150 ms).
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.name.length - a.name.length);
    for (const alias of aliases) this.byAlias.set(alias.key, alias.accountId);
  }

  account(id: number | null): KnownAccount | undefined {
    return id === null ? undefined : this.byId.get(id);
  }

  /** The third party of this exact name (case and accents aside), active or not. */
  named(name: string): KnownAccount | undefined {
    return this.byName.get(foldText(name));
  }

  find(payee: string | null, description: string): PayeeFound {
    const texts = [payee, description].filter((text): text is string => !!text);
    const raw = texts.map(foldText).filter(Boolean);
    // Names and aliases are looked up by the payee name too; a name inside the text is found in the raw text.
    const keys = [...new Set([...texts.map(payeeKey).filter(Boolean), ...raw])];
    for (const key of keys) {
      const account = this.account(this.byAlias.get(key) ?? null);
      if (account?.isActive) return { account, how: 'alias' };
    }
    for (const key of keys) {
      const account = this.byName.get(key);
      if (account) return { account, how: 'name' };
    }
    for (const key of raw) {
      const padded = ` ${key} `;
      let best: KnownAccount | null = null;
      let bestLength = 0;
      for (const word of new Set(key.split(' '))) {
        for (const { name, account } of this.byFirstWord.get(word) ?? []) {
          if (name.length > bestLength && padded.includes(` ${name} `)) {
            best = account;
            bestLength = name.length;
          }
        }
      }
      if (best) return { account: best, how: 'contained' };
    }
    return null;
  }
}
