import { DEFAULT_CURRENCY } from '@hearth/contract';

export { DEFAULT_CURRENCY };

/**
 * How money is written on this screen: the family's currency (USD unless an Admin chose another) with the
 * separators of the reader's own locale (the browser's language). Every amount the web shows goes through
 * `formatAmount` or `formatMoney` here, and every amount typed is read with `numberMarks`, so that a
 * German reader types and sees `1.234,50` while a reader in New York types and sees `1,234.50`.
 * docs/money.md says which locales and currencies are read and how.
 */

export interface MoneyDisplay {
  /** A BCP 47 tag, as `navigator.language` gives it: `en-US`, `de-AT`. */
  locale: string;
  /** An ISO 4217 code: `USD`, `EUR`. */
  currency: string;
}

/** The marks a locale writes numbers with: its decimal mark and its thousands separator. */
export interface NumberMarks {
  decimal: string;
  group: string;
  /** What the currency looks like in this locale's money: `$`, `€`, `CHF`, `kr.`. */
  currencySymbol: string;
}

/** The reader's locale: the browser's first language, or US English where none is known or valid. */
export function browserLocale(): string {
  const candidates = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    if (candidate && Intl.NumberFormat.supportedLocalesOf([candidate]).length > 0) return candidate;
  }
  return 'en-US';
}

function moneyFormatOf({ locale, currency }: MoneyDisplay): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A locale and currency Intl cannot write money in fall back to US English and dollars, never to an error. */
function usable(display: MoneyDisplay): MoneyDisplay {
  try {
    moneyFormatOf(display);
    return display;
  } catch {
    return { locale: 'en-US', currency: DEFAULT_CURRENCY };
  }
}

export function numberMarksOf(display: MoneyDisplay): NumberMarks {
  const parts = moneyFormatOf(usable(display)).formatToParts(1234567.5);
  const part = (type: Intl.NumberFormatPartTypes, fallback: string) =>
    parts.find((each) => each.type === type)?.value ?? fallback;
  return { decimal: part('decimal', '.'), group: part('group', ','), currencySymbol: part('currency', '$') };
}

let display: MoneyDisplay = usable({ locale: browserLocale(), currency: DEFAULT_CURRENCY });
let moneyFormat = moneyFormatOf(display);
let marks = numberMarksOf(display);

/** Sets how money is written from now on (the signed-in shell does, from the family's currency). */
export function setMoneyDisplay(next: Partial<MoneyDisplay>): void {
  display = usable({ ...display, ...next });
  moneyFormat = moneyFormatOf(display);
  marks = numberMarksOf(display);
}

export function moneyDisplay(): MoneyDisplay {
  return display;
}

/** The marks amounts are typed and shown with now. */
export function numberMarks(): NumberMarks {
  return marks;
}

/** An API decimal amount as this reader writes money: `$1,234.56`, `1.234,56 €`; never `-0`. */
export function formatAmount(amount: number): string {
  return moneyFormat.format(amount === 0 ? 0 : amount);
}

/** An amount in cents, written as `formatAmount` writes it. */
export function formatMoney(cents: number): string {
  return formatAmount(cents / 100);
}

/** A chart axis's label: whole units of the family's currency (`$2,500`, `2.500 €`); tooltips show the cents. */
export function formatWholeAmount(amount: number): string {
  const whole = new Intl.NumberFormat(display.locale, {
    style: 'currency',
    currency: display.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return whole.format(amount === 0 ? 0 : amount);
}

/**
 * A share in the reader's locale: `62.5%` in English, `62,5 %` in German. `percentage` is in hundredths
 * (62.5 for 62.5 %); `digits` is the most decimals shown, `fixed` shows exactly that many.
 */
export function formatPercentIn(percentage: number, digits = 1, fixed = false): string {
  const format = new Intl.NumberFormat(display.locale, {
    style: 'percent',
    minimumFractionDigits: fixed ? digits : 0,
    maximumFractionDigits: digits,
  });
  const text = format.format(percentage / 100);
  // A tiny negative share rounds to nothing: never "-0%".
  return /^[-\u2212]?0([.,]0*)?\s?%$/.test(text) ? format.format(0) : text;
}
