/**
 * The id an address names, or null when it cannot name a record ('abc', '0', '1.5', '12abc'): such an
 * address is answered as not found at once, without asking the server about an id like NaN.
 */
export function recordIdOf(param: string | undefined | null): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
