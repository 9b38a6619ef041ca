/** An integer number of cents. Money is never a float inside the system. */
export type Cents = number & { readonly __brand: 'Cents' };

export const MAX_CENTS = 1_000_000_000_000_00; // one trillion dollars: far beyond any household, far inside 2^53
/** The bound of every kept total (a balance, a subcategory's sum): with an opening balance it stays below 2^53 cents. */
export const MAX_KEPT_CENTS = 10 * MAX_CENTS;

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/**
 * Converts an API decimal (at most two decimals, as moneySchema ensures) to cents exactly.
 * Going through the decimal text avoids float products such as 1.005 * 100 = 100.49999.
 */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const text = Math.abs(amount).toFixed(2);
  const [whole, fraction] = text.split('.') as [string, string];
  const value = Number(whole) * 100 + Number(fraction);
  return cents(amount < 0 ? -value : value);
}

export function fromCents(value: Cents | number): number {
  return value / 100;
}

/** True when the number has at most two decimals (as written in JSON): 12.3 and 12.34, not 12.345. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Number(amount.toFixed(2)) === amount;
}

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.56`, `-$12.00` from cents. */
export function formatMoney(value: Cents | number): string {
  return moneyFormat.format(value / 100);
}

/** Formats an API decimal amount: `$1,234.56`. */
export function formatAmount(amount: number): string {
  return moneyFormat.format(amount);
}

/** A family keeps its books in US dollars unless it chose another currency (docs/money.md). */
export const DEFAULT_CURRENCY = 'USD';

let known: ReadonlySet<string> | null = null;

/** The ISO 4217 codes this runtime can write money in (Intl's list: about 160), read once. */
export function knownCurrencies(): ReadonlySet<string> {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known;
}
