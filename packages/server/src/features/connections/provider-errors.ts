/**
 * A provider's refusal of a whole request: its words for the family, whether the family must authorise
 * again, and how long it asked to wait (Retry-After). The message never holds a credential.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly options: { reauthorise?: boolean; retryAfterSeconds?: number | null; badInput?: boolean } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get reauthorise(): boolean {
    return this.options.reauthorise ?? false;
  }

  get retryAfterSeconds(): number | null {
    return this.options.retryAfterSeconds ?? null;
  }

  /** The family's input was wrong (a token that is not one): a 400, not a failed connection. */
  get badInput(): boolean {
    return this.options.badInput ?? false;
  }
}

/** Retry-After as seconds: a number of seconds, or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * A provider's address: https, or plain http on this machine only (the test fakes), so that a bank
 * credential never travels in clear over a network.
 */
export function providerUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProviderError(`The ${what} is not a web address.`, { badInput: true });
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url;
  throw new ProviderError(`The ${what} must use https.`, { badInput: true });
}
