import { MAX_CENTS } from '@hearth/contract';
import { formatAmount, numberMarks, type NumberMarks } from '../lib/money-display';

/** What an amount box holds: nothing yet, an amount, or text that is not an amount, with the reason. */
export type MoneyText = { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'refused'; message: string };

export const TOO_MANY_DECIMALS = 'At most two decimals (cents)';
export const NO_MINUS = 'No minus sign: amounts are above zero';

const markName = (mark: string) => (mark === ',' ? 'comma' : 'point');

/** Junk in an amount, said with this reader's own marks: `like 1,234.50` or `like 1.234,50`. */
export function notAnAmount(marks: NumberMarks = numberMarks()): string {
  const decimal = marks.decimal === ',' ? ',' : '.';
  const group = decimal === ',' ? '.' : ',';
  return `Digits and one decimal ${markName(decimal)} only, like 1${group}234${decimal}50`;
}

/** A single mark before three digits that this reader's locale does not settle: 12.345 in French. */
export function unclearAmount(marks: NumberMarks = numberMarks()): string {
  const decimal = marks.decimal === ',' ? ',' : '.';
  return `Unclear: write thousands without a separator, and cents after a decimal ${markName(decimal)} (like 12345${decimal}50)`;
}

export function tooLarge(): string {
  return `At most ${formatAmount(MAX_CENTS / 100)}`;
}

/** The most digits a whole part can have and still be within the largest amount. */
const MOST_WHOLE_DIGITS = String(MAX_CENTS / 100).length;

/** What can stand in an amount besides digits and marks: spaces and apostrophes (thousands), a currency sign. */
const SPACES_AND_APOSTROPHES = /[\s'\u2019\u00a0\u202f]/gu;
const CURRENCY_SIGNS = /\p{Sc}/gu;
const MINUS = /^[-\u2212]/u;

/** Keeps letters out as they are typed (an amount box takes digits only); what was left out is said. */
export function cleanMoneyTyping(
  text: string,
  marks: NumberMarks = numberMarks(),
): { text: string; dropped: string | null } {
  // The currency as this locale writes it (`kr.`, `CHF`) is part of a shown amount, so it may stay.
  const symbol = /\p{L}/u.test(marks.currencySymbol) ? marks.currencySymbol : '';
  let kept = '';
  let dropped: string | null = null;
  let rest = text;
  while (rest.length > 0) {
    if (symbol && rest.startsWith(symbol)) {
      kept += symbol;
      rest = rest.slice(symbol.length);
      continue;
    }
    const character = rest[0] as string;
    rest = rest.slice(1);
    if (/\p{L}/u.test(character)) dropped ??= notAnAmount(marks);
    else kept += character;
  }
  return { text: kept, dropped };
}

/**
 * Thousands grouped as people write them, the first group not led by a zero: groups of three
 * (`1,234,567`), or of two before the last three as in India (`12,34,567`).
 */
function isGrouped(digitsAndGroups: string, group: string): boolean {
  const [first, ...rest] = digitsAndGroups.split(group) as [string, ...string[]];
  if (rest.length === 0 || !/^[1-9]\d{0,2}$/.test(first) || !/^\d{3}$/.test(rest.at(-1) as string)) return false;
  const middle = rest.slice(0, -1);
  return middle.every((each) => /^\d{3}$/.test(each)) || middle.every((each) => /^\d{2}$/.test(each));
}

/** The whole and fractional digits an unsigned amount stands for, or why it cannot be read exactly. */
function splitDigits(body: string, marks: NumberMarks): { whole: string; fraction: string } | { problem: string } {
  if (!/^[\d.,]*$/.test(body)) return { problem: notAnAmount(marks) };
  const used = [...new Set(body.replace(/\d/g, ''))];
  if (used.length === 0) return { whole: body, fraction: '' };
  if (used.length === 2) {
    // Both marks: the last is the decimal mark, the other groups thousands (1.234,50 and 1,234.50 alike).
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [head, fraction, ...more] = body.split(decimal) as [string, string, ...string[]];
    if (more.length > 0 || !isGrouped(head, group)) return { problem: notAnAmount(marks) };
    return { whole: head.split(group).join(''), fraction };
  }
  const mark = used[0] as string;
  const pieces = body.split(mark);
  if (pieces.length > 2) {
    return isGrouped(body, mark) ? { whole: pieces.join(''), fraction: '' } : { problem: notAnAmount(marks) };
  }
  const [head, tail] = pieces as [string, string];
  // One mark before anything but three digits can only be a decimal mark: 3,20 and 3.20 are both 3.20.
  if (tail.length !== 3 || !isGrouped(body, mark)) return { whole: head, fraction: tail };
  // 1,234 or 1.234: the reader's own locale says which.
  if (mark === marks.group) return { whole: head + tail, fraction: '' };
  if (mark === marks.decimal) return { whole: head, fraction: tail };
  return { problem: unclearAmount(marks) };
}

/**
 * Reads an amount exactly as the reader wrote it, in their locale, from its text rather than through a
 * float: `3,20` is 3.20 everywhere, `1.234,50` and `1,234.50` are 1234.50, and `12.345` is twelve
 * thousand where a point groups thousands (German) but refused where it is a decimal mark (three
 * decimals). What cannot be read exactly (junk, a third decimal, more than the largest amount, a minus
 * where amounts are above zero) is refused with the reason, never changed into another amount.
 */
export function readMoneyText(text: string, allowNegative = false, marks: NumberMarks = numberMarks()): MoneyText {
  let compact = text;
  if (marks.currencySymbol) compact = compact.split(marks.currencySymbol).join('');
  compact = compact.replace(SPACES_AND_APOSTROPHES, '').replace(CURRENCY_SIGNS, '');
  const negative = MINUS.test(compact);
  const body = negative ? compact.slice(1) : compact;
  if (!/\d/.test(body)) {
    if (/^[.,]?$/.test(body)) return { kind: 'empty' };
    return { kind: 'refused', message: notAnAmount(marks) };
  }
  if (negative && !allowNegative) return { kind: 'refused', message: NO_MINUS };
  const digits = splitDigits(body, marks);
  if ('problem' in digits) return { kind: 'refused', message: digits.problem };
  const whole = digits.whole.replace(/^0+(?=\d)/, '');
  if (digits.fraction.length > 2) return { kind: 'refused', message: TOO_MANY_DECIMALS };
  if (whole.length > MOST_WHOLE_DIGITS) return { kind: 'refused', message: tooLarge() };
  const cents = Number(whole || '0') * 100 + Number(digits.fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { kind: 'refused', message: tooLarge() };
  // 0 - x rather than -x: no amount reads as -0.00.
  return { kind: 'amount', value: (negative ? 0 - cents : cents) / 100 };
}

/** What a quantity box holds: nothing yet, exact decimal text (`0.5`, `1234.12345678`), or why it cannot be read. */
export type DecimalText = { kind: 'empty' } | { kind: 'decimal'; text: string } | { kind: 'refused'; message: string };

/**
 * Reads a quantity (a volume, a price per unit) exactly as the reader wrote it, with the same rules as an
 * amount (`0,5` is a half everywhere, `1.234,5` is 1234.5, a single mark before three digits follows the
 * reader's locale) but up to `places` decimals, answering canonical decimal text the API takes as it is.
 */
export function readDecimalText(text: string, places: number, marks: NumberMarks = numberMarks()): DecimalText {
  const compact = text.replace(SPACES_AND_APOSTROPHES, '');
  if (!/\d/.test(compact)) {
    if (/^[.,]?$/.test(compact)) return { kind: 'empty' };
    return { kind: 'refused', message: notAnAmount(marks) };
  }
  if (MINUS.test(compact)) return { kind: 'refused', message: NO_MINUS };
  const digits = splitDigits(compact, marks);
  if ('problem' in digits) return { kind: 'refused', message: digits.problem };
  if (digits.fraction.length > places) return { kind: 'refused', message: `At most ${places} decimals` };
  const whole = digits.whole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = digits.fraction.replace(/0+$/, '');
  return { kind: 'decimal', text: fraction ? `${whole}.${fraction}` : whole };
}

/** Canonical decimal text (`0.5`) as this reader writes it in a box: `0,5` for a German reader. */
export function decimalTextOf(text: string, marks: NumberMarks = numberMarks()): string {
  return marks.decimal === '.' ? text : text.replace('.', marks.decimal);
}

/** How a box shows an amount it is not being typed into: $1,234.50, or 1.234,50 € for a German reader. */
export function moneyTextOf(value: number | null): string {
  return value === null ? '' : formatAmount(value);
}
