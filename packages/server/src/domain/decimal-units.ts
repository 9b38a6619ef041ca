/**
 * Exact decimals as whole units: a volume in units of 0.00000001, a price in units of $0.00000001 (a
 * millionth of a cent). Values (volume times price) are worked out in bigint and rounded to cents once,
 * so that no float ever stands between a typed decimal and a total.
 */
export const VOLUME_PLACES = 8;
export const PRICE_PLACES = 8;

const DECIMAL = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The units of canonical decimal text ('0.00012345' at 8 places is 12345); more decimals than places is an error. */
export function unitsOf(text: string, places: number): number {
  const match = DECIMAL.exec(text.trim());
  if (!match || match[3] !== undefined) throw new RangeError(`Not a plain decimal: ${text}`);
  const whole = match[1] as string;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) throw new RangeError(`More than ${places} decimals: ${text}`);
  return safe(BigInt(whole + fraction.padEnd(places, '0')));
}

/** Units as canonical decimal text: 12345 at 8 places is '0.00012345', 150000000 is '1.5'. */
export function textOf(units: number | bigint, places: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Units as the number a JSON answer carries (exact for the bounded volumes and prices: at most 15 significant digits). */
export function numberOf(units: number | bigint, places: number): number {
  return Number(textOf(units, places));
}

/**
 * A provider's price (a JSON number, perhaps written 1.2345e-7) in units, rounded half up at the last place:
 * read through its shortest decimal text, never through a float product.
 */
export function roundedUnits(value: number, places: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a price: ${value}`);
  const match = DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`Not a price: ${value}`);
  const fraction = match[2] ?? '';
  const digits = BigInt((match[1] as string) + fraction);
  const shift = Number(match[3] ?? 0) - fraction.length + places;
  if (shift >= 0) return safe(digits * 10n ** BigInt(shift));
  return safe(divideRounded(digits, 10n ** BigInt(-shift)));
}

/** n / d rounded half away from zero (d above zero). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const half = d / 2n;
  return n >= 0n ? (n + half) / d : -((-n + half) / d);
}

/** Volume units times price units is in units of $1e-16; a cent is 1e14 of them. */
const PRODUCT_UNITS_PER_CENT = 10n ** 14n;

/** What a volume is worth at a price, in cents, rounded half away from zero. */
export function valueInCents(volumeUnits: number | bigint, priceUnits: number | bigint): number {
  return Number(divideRounded(BigInt(volumeUnits) * BigInt(priceUnits), PRODUCT_UNITS_PER_CENT));
}

/** A product of volume and price units (units of $1e-16) in cents. */
export function productInCents(product: bigint): number {
  return Number(divideRounded(product, PRODUCT_UNITS_PER_CENT));
}

function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`Beyond exact numbers: ${value}`);
  return Number(value);
}
