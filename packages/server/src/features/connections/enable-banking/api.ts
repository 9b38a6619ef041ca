import { ProviderError, providerUrl, retryAfterSeconds } from '../provider-errors.js';
import type { ProviderProblem } from '../provider.js';
import { signEnableBankingJwt, type EnableBankingCredentials } from './jwt.js';

export const ENABLE_BANKING_API_URL = 'https://api.enablebanking.com';
const PROVIDER = 'Enable Banking';

/** Error codes that mean the session (the family's consent) has ended: only a new authorisation helps. */
const ENDED_SESSION_CODES = new Set([
  'EXPIRED_SESSION',
  'CLOSED_SESSION',
  'REVOKED_SESSION',
  'SESSION_DOES_NOT_EXIST',
  'WRONG_SESSION_STATUS',
]);

export interface EnableBankingApi {
  /** https://api.enablebanking.com, or a fake on the loopback address in tests. */
  readonly baseUrl: string;
  readonly credentials: EnableBankingCredentials;
  readonly clock: () => Date;
  /** How long one request may take, its answer included. */
  readonly timeoutMs: number;
}

/**
 * A request Enable Banking refused or could not answer, in the family's words and what to do about it. A
 * refusal of what the family chose (an unknown bank, a used code) is bad input, answered with a 400.
 */
export class EnableBankingRequestError extends ProviderError {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    retryAfter: number | null,
    reauthorise: boolean,
  ) {
    super(message, {
      reauthorise,
      retryAfterSeconds: retryAfter,
      badInput: status === 400 || status === 404 || status === 422,
    });
    this.name = 'EnableBankingRequestError';
  }

  /** The failure as the sync reports it for one account. */
  problem(remoteAccountId: string | null): ProviderProblem {
    return {
      remoteAccountId,
      message: this.message,
      retryAfterSeconds: this.retryAfterSeconds,
      reauthorise: this.reauthorise,
    };
  }
}

/** The API's base URL: https, or plain http on the loopback address only (the fake the tests run). */
export function enableBankingBaseUrl(text: string): string {
  return providerUrl(text, 'Enable Banking API address').toString().replace(/\/+$/, '');
}

interface RequestOptions {
  readonly query?: Record<string, string | undefined>;
  readonly body?: unknown;
}

/** One signed request to the API, answered with its JSON; every failure is an EnableBankingRequestError. */
export async function requestEnableBanking(
  api: EnableBankingApi,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { query = {}, body }: RequestOptions = {},
): Promise<unknown> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  const url = `${api.baseUrl}${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${signEnableBankingJwt(api.credentials, api.clock())}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(api.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new EnableBankingRequestError(
      timedOut
        ? `${PROVIDER} did not answer within ${Math.round(api.timeoutMs / 100) / 10} seconds.`
        : `${PROVIDER} could not be reached.`,
      null,
      null,
      null,
      false,
    );
  }
  const json = parseJson(text);
  if (response.ok) {
    if (json === undefined) {
      throw new EnableBankingRequestError(
        `${PROVIDER} answered with something other than JSON.`,
        200,
        null,
        null,
        false,
      );
    }
    return json;
  }
  throw failure(response, json, api.clock());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failure(response: Response, json: unknown, now: Date): EnableBankingRequestError {
  const status = response.status;
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : null;
  const said = typeof record.message === 'string' && record.message.trim() ? record.message.trim() : null;
  const detail = typeof record.detail === 'string' && record.detail.trim() ? record.detail.trim() : null;
  const words = [said, detail].filter(Boolean).join(': ');
  if (status === 429 || code === 'ASPSP_RATE_LIMIT_EXCEEDED') {
    const wait = retryAfterSeconds(response.headers.get('retry-after'), now);
    return new EnableBankingRequestError(
      `${PROVIDER} asked to wait before asking again (too many requests)${words ? `: ${words}` : '.'}`,
      status,
      code,
      wait,
      false,
    );
  }
  const ended = status === 401 || status === 403 || (code !== null && ENDED_SESSION_CODES.has(code));
  if (ended) {
    return new EnableBankingRequestError(
      `${PROVIDER} refused access (HTTP ${status})${words ? `: ${words}` : ''}. Authorise the connection again.`,
      status,
      code,
      null,
      true,
    );
  }
  if (status >= 500) {
    return new EnableBankingRequestError(
      `${PROVIDER} answered with an error (HTTP ${status})${words ? `: ${words}` : '.'}`,
      status,
      code,
      null,
      false,
    );
  }
  return new EnableBankingRequestError(
    `${PROVIDER} refused the request (HTTP ${status})${words ? `: ${words}` : '.'}`,
    status,
    code,
    null,
    false,
  );
}
