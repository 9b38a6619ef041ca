import { PriceProviderError } from './provider.js';

export interface JsonRequest {
  provider: string;
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** Retry-After as seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * GET a provider's JSON with Node's fetch, bounded in time (the answer's body included). Every way it can
 * fail becomes a PriceProviderError that says in words what happened; a 4xx other than 429 is 'refused',
 * which callers asking about one asset read as "not known".
 */
export async function getJson({ provider, url, headers, timeoutMs }: JsonRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw failedRequest(provider, error, timeoutMs);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new PriceProviderError(
      'rate-limited',
      `${provider} asked to slow down (too many requests).`,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new PriceProviderError('unavailable', `${provider} answered with an error (HTTP ${response.status}).`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PriceProviderError('refused', `${provider} refused the request (HTTP ${response.status}).`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failedRequest(provider, error, timeoutMs);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PriceProviderError('malformed', `${provider} answered with something other than JSON.`);
  }
}

function failedRequest(provider: string, error: unknown, timeoutMs: number): PriceProviderError {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return timedOut
    ? new PriceProviderError(
        'unavailable',
        `${provider} did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`,
      )
    : new PriceProviderError('unavailable', `${provider} could not be reached.`);
}

/** The base URL without trailing slashes, and a path with query parameters after it. */
export function providerUrl(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
