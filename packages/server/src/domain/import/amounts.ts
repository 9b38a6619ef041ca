import { MAX_CENTS } from '@hearth/contract/plain';

export type DecimalSeparator = '.' | ',';

/** Why an amount cell could not be read; null when it could. */
export type AmountProblem = 'not a number' | 'more than two decimals' | 'too large';

export type AmountReading = { cents: number; problem: null } | { cents: null; problem: AmountProblem };

const CURRENCY = /[$€£¥₹]|\b(?:[A-Z]{3}|kr|Fr)\b/g;

/** Digits grouped in thousands (1,234,567.89) or not (1234567.89), per decimal separator; compiled once. */
const SHAPES: Record<DecimalSeparator, { grouped: RegExp; plain: RegExp }> = {
  '.': { grouped: /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, plain: /^\d*(?:\.\d+)?$/ },
  ',': { grouped: /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/, plain: /^\d*(?:,\d+)?$/ },
};

/** A plain amount: an optional minus, up to 13 digits without separators, up to two decimals. */
const PLAIN: Record<DecimalSeparator, RegExp> = {
  '.': /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/,
  ',': /^(-?)(\d{1,13})(?:,(\d{1,2}))?$/,
};

/**
 * Reads an amount as banks write it, exactly, into signed cents: "-1,234.56", "1.234,56-", "(12.00)",
 * "$ 12.00 CR", "12.00 DR", "+7", "−3,50 €". Thousands separators follow the decimal separator given
 * (a dot or a space where it is a comma; a comma, a space or an apostrophe where it is a dot).
 */
export function readAmount(text: string, decimal: DecimalSeparator): AmountReading {
  // Most cells are a plain signed number ("-12.50", "1234"): read at once, as the general way below would.
  const plain = PLAIN[decimal].exec(text);
  if (plain) {
    const [, minus, whole = '', fraction = ''] = plain;
    const cents = Number(whole) * 100 + (fraction.length === 1 ? Number(fraction) * 10 : Number(fraction));
    if (cents <= MAX_CENTS) return { cents: minus && cents !== 0 ? -cents : cents, problem: null };
  }
  let value = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  let negative = false;
  const suffix = /\s*\b(CR|DR|Cr|Dr|cr|dr)$/.exec(value);
  if (suffix) {
    negative = suffix[1]?.toLowerCase() === 'dr';
    value = value.slice(0, suffix.index).trim();
  }
  value = value.replace(CURRENCY, '').trim();
  if (/^\(.*\)$/.test(value)) {
    negative = !negative;
    value = value.slice(1, -1).trim();
  }
  const sign = /^([-+−])\s*|\s*([-+−])$/.exec(value);
  if (sign) {
    if ((sign[1] ?? sign[2]) !== '+') negative = !negative;
    value = value.replace(/^[-+−]\s*|\s*[-+−]$/, '');
  }
  value = value.replace(/[ ']/g, '');
  const thousands = decimal === '.' ? ',' : '.';
  const shape = SHAPES[decimal];
  if (!/\d/.test(value) || !(shape.grouped.test(value) || shape.plain.test(value)))
    return { cents: null, problem: 'not a number' };
  const [whole = '', fraction = ''] = value.split(thousands).join('').split(decimal);
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return { cents: null, problem: 'more than two decimals' };
  if (whole.replace(/^0+/, '').length > 13) return { cents: null, problem: 'too large' };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_CENTS) return { cents: null, problem: 'too large' };
  return { cents: negative && cents !== 0 ? -cents : cents, problem: null };
}

/**
 * Which decimal separator a column of amounts uses: a comma or a dot followed by one or two digits at
 * the end says so; "1.234" alone says nothing. Without evidence, the fallback (a dot, or a comma for
 * files separated by semicolons, as continental banks write them).
 */
export function guessDecimalSeparator(samples: string[], fallback: DecimalSeparator = '.'): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const text = sample.replace(/\s*(CR|DR|Cr|Dr)$/, '').replace(/[^\d.,]/g, '');
    if (/,\d{1,2}$/.test(text) || /\.\d{3},/.test(text)) comma += 1;
    else if (/\.\d{1,2}$/.test(text) || /,\d{3}\./.test(text)) dot += 1;
  }
  if (comma === dot) return fallback;
  return comma > dot ? ',' : '.';
}
