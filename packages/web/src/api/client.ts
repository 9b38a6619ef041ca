import type { z } from 'zod';
import {
  fillPath,
  Messages,
  type AnswerOf,
  type ApiRoute,
  type HttpMethod,
  type JsonRouteSchemas,
  type PathParams,
  type ResponseState,
} from '@hearth/contract';

/**
 * What apiRequest checks an answer's data with: a zod schema of the contract, or a check written by hand
 * where a page must not load zod (the sign-in page).
 */
export interface DataSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope (contract `responseStateSchema` beside any data), read without zod: every page needs it. */
function readEnvelope(body: unknown): { responseState: ResponseState; data: unknown } | null {
  if (!isRecord(body) || !isRecord(body.responseState)) return null;
  const { isSuccess, description } = body.responseState;
  if (typeof isSuccess !== 'boolean' || typeof description !== 'string') return null;
  return { responseState: { isSuccess, description }, data: body.data };
}

/** How one answer of the server reads to the product, by the generic rules of spec section 8. */
export interface ApiOutcome {
  ok: boolean;
  status: number;
  /** The text the product shows for this answer. */
  message: string;
  /** The server's own description, when the body carried the envelope. */
  description: string | null;
  data: unknown;
}

export function interpretResponse(status: number, body: unknown): ApiOutcome {
  const envelope = readEnvelope(body);
  const description = envelope ? envelope.responseState.description : null;
  const data = envelope ? envelope.data : null;
  const outcome = (ok: boolean, message: string): ApiOutcome => ({ ok, status, message, description, data });

  if (status >= 500) return outcome(false, Messages.unhandled);
  if (status === 400) return outcome(false, description ? description : Messages.ensureFields);
  // The generic text is for a status the server did not explain: a described 404 ('Tag not found.') says more.
  if (status === 404 && description) return outcome(false, description);
  if (status < 200 || status >= 300) return outcome(false, Messages.otherError);
  if (!envelope) return outcome(false, Messages.otherError);
  const { isSuccess } = envelope.responseState;
  return outcome(isSuccess, description || (isSuccess ? '' : Messages.otherError));
}

export class ApiError extends Error {
  readonly status: number;
  readonly description: string | null;
  /** What the refusal carried besides its description (the sign-in's `twoFactorRequired`), or null. */
  readonly data: unknown;

  constructor(outcome: Pick<ApiOutcome, 'message' | 'status' | 'description'> & { data?: unknown }) {
    super(outcome.message);
    this.name = 'ApiError';
    this.status = outcome.status;
    this.description = outcome.description;
    this.data = outcome.data ?? null;
  }
}

/** The text to show for any error a query or mutation raised. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return Messages.unhandled;
}

interface AuthHooks {
  token: () => string | null;
  /**
   * Called with the token the server refused: the session it names is over. A refusal of a token the
   * session no longer holds (an answer that arrived after a renewal or a sign-out) is the session's to ignore.
   * Called before the answer reaches its caller.
   */
  onUnauthorised: (refusedToken: string) => void;
  /** Called as a request sets off with the session's token: the session may renew it meanwhile. */
  onRequest?: () => void;
}

const signedOutHooks: AuthHooks = { token: () => null, onUnauthorised: () => undefined };
let auth: AuthHooks = signedOutHooks;

/** The session plugs itself in here, so the client never reads storage on its own. */
export function connectAuth(hooks: AuthHooks): () => void {
  auth = hooks;
  return () => {
    if (auth === hooks) auth = signedOutHooks;
  };
}

/**
 * For requests sent another way than apiExchange (an upload that reports its progress): hands a token the
 * server refused (a 401) to the session, which ends it if it is still the one in use.
 */
export function reportRefusedToken(token: string): void {
  auth.onUnauthorised(token);
}

interface CallOptions {
  /** Added to the address as `?name=value&…` (each encoded); an undefined value is left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Sends this token instead of the session's (a sign-out or renewal speaks for the token it names). */
  token?: string;
}

/** The values of a path's parameters: one for each, none for a path without parameters. */
type ParamsOf<P extends string> = [PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<PathParams<P>, string | number>> };

/** What one call of a route fills in: its path's parameters, a query, a body, a token of its own. */
export type RouteCall<P extends string> = CallOptions & { body?: unknown } & ParamsOf<P>;

/** A route with parameters needs its call; one without may go without. */
export type RouteCallArgs<P extends string> = [PathParams<P>] extends [never]
  ? [call?: RouteCall<P>]
  : [call: RouteCall<P>];

/** Any call, once its route's types have been checked. */
type SentCall = CallOptions & { body?: unknown; params?: Readonly<Record<string, string | number>> };

/** An endpoint of the contract (apiEndpoints: a route with its schemas) whose answer is the envelope. */
export type JsonEndpoint = ApiRoute & JsonRouteSchemas;

/** The body an endpoint's schema accepts (required unless it may be left out), or a form for an upload. */
type EndpointBody<E extends JsonEndpoint> = E extends { readonly body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: FormData };

/** What one call of an endpoint fills in: as for a route, with the body its schema accepts. */
export type EndpointCall<E extends JsonEndpoint> = CallOptions & EndpointBody<E> & ParamsOf<E['path']>;

/** A call that fills nothing in may be left out. */
export type EndpointCallArgs<E extends JsonEndpoint> =
  Record<never, never> extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

/** The address a call goes to: the route's path with its parameters, then the query. */
export function addressOf<P extends string>(route: ApiRoute<HttpMethod, P>, call?: RouteCall<P>): string {
  return addressOfCall(route, call);
}

function addressOfCall(route: ApiRoute, call: SentCall | undefined): string {
  const path = call?.params ? fillPath(route.path, call.params) : route.path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call?.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sends one call of a route of the contract's table and interprets the answer; never throws. */
export function apiExchange<P extends string>(
  route: ApiRoute<HttpMethod, P>,
  ...[call]: RouteCallArgs<P>
): Promise<ApiOutcome> {
  return exchange(route, call);
}

async function exchange(route: ApiRoute, call: SentCall | undefined): Promise<ApiOutcome> {
  const { method } = route;
  const path = addressOfCall(route, call);
  const body = call?.body;
  const headers = new Headers({ Accept: 'application/json' });
  const token = call?.token ?? auth.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (token && call?.token === undefined) auth.onRequest?.();

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch {
    // No answer at all (offline, server down) reads like any other non-2xx status.
    return interpretResponse(0, null);
  }
  const answer = await readJson(response);
  if (response.status === 401 && token) auth.onUnauthorised(token);
  return interpretResponse(response.status, answer);
}

export interface ApiSuccess<T> {
  data: T;
  description: string;
}

/**
 * Sends one call of an endpoint of the contract (`callEndpoint(apiEndpoints.tags.list, { query })`): the
 * body its schema accepts goes out, and the answer is checked with its schema. Resolves with the checked
 * data, or throws an ApiError carrying the text to show.
 */
export function callEndpoint<E extends JsonEndpoint>(
  endpoint: E,
  ...[call]: EndpointCallArgs<E>
): Promise<ApiSuccess<AnswerOf<E>>> {
  const schema: E['response'] = endpoint.response;
  return checkedExchange<AnswerOf<E>>(endpoint, schema, call);
}

/**
 * Sends one call of a route, its answer checked by `schema`: for the pages that must load no zod, whose
 * checks are written by hand (the sign-in page). Resolves with the checked data, or throws an ApiError.
 */
export function apiRequest<T, P extends string>(
  route: ApiRoute<HttpMethod, P>,
  schema: DataSchema<T>,
  ...[call]: RouteCallArgs<P>
): Promise<ApiSuccess<T>> {
  return checkedExchange(route, schema, call);
}

async function checkedExchange<T>(
  route: ApiRoute,
  schema: DataSchema<T>,
  call: SentCall | undefined,
): Promise<ApiSuccess<T>> {
  const outcome = await exchange(route, call);
  if (!outcome.ok) throw new ApiError(outcome);
  const parsed = schema.safeParse(outcome.data);
  if (!parsed.success) {
    console.error(`Unexpected data from ${route.method} ${route.path}`, parsed.error.issues);
    throw new ApiError({ message: Messages.unhandled, status: outcome.status, description: null });
  }
  return { data: parsed.data, description: outcome.description ?? '' };
}

/** The server's own reason when it gave one (for answers the product shows whatever their status). */
export function serverDescription(error: unknown): string {
  if (error instanceof ApiError && error.description) return error.description;
  return errorMessage(error);
}
