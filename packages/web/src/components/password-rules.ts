import { PASSWORD_MIN_LENGTH } from '@hearth/contract';

/**
 * The server's password rules, shown beside every new-password field before anything is typed, so that
 * nobody learns them from a refusal.
 */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters of two kinds or more (lower case, upper case, digits, symbols), and not your e-mail address.`;
