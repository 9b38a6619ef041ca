import { isIsoDate } from '@hearth/contract';

/**
 * Reading values out of a shared or reloaded address. Anything malformed reads as absent, so a hand-edited
 * link opens the report's defaults rather than sending the server a request it would refuse.
 */
export function positiveIdParam(params: URLSearchParams, name: string): number | null {
  const text = params.get(name);
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

export function dateParam(params: URLSearchParams, name: string): string | null {
  const text = params.get(name);
  return text && isIsoDate(text) ? text : null;
}

/** true or false when the address says so, otherwise the fallback. */
export function flagParam(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const text = params.get(name);
  if (text === 'true') return true;
  if (text === 'false') return false;
  return fallback;
}

/** One of the allowed values, or the fallback. */
export function choiceParam<T extends string | number>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const text = params.get(name);
  return allowed.find((value) => String(value) === text) ?? fallback;
}
