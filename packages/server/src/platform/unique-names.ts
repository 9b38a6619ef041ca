import { badRequest } from './errors.js';
import { violatedUniqueIndex } from './database-errors.js';

export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
export const PAYMENT_PAID = 'This payment is paid already.';

/**
 * What each unique index protects, in words a person understands. Services check names inside their
 * write first and say which name clashes; these words are for the race that only the index can see.
 */
const CLASHES: Record<string, string> = {
  accounts_live_name: 'An account of this type with this name already exists.',
  categories_live_name: 'A category with this name already exists.',
  subcategories_live_name: 'A subcategory with this name already exists in this category.',
  tags_name: 'A tag with this name already exists.',
  budgets_live_name: 'A budget with this name already exists.',
  investments_name: 'An investment with this name already exists.',
  users_email_key: EMAIL_TAKEN,
  'users.email': EMAIL_TAKEN,
  transactions_paid_payment: PAYMENT_PAID,
};

/** The key two names share when they differ only in case or accents, as the lists sort them. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A unique index's refusal as a 400 that names the clash; any other error as it was. */
export function uniqueViolationAsBadRequest(error: unknown): unknown {
  const index = violatedUniqueIndex(error);
  if (index === null) return error;
  return badRequest(CLASHES[index] ?? 'This would duplicate a record that must be unique.');
}
