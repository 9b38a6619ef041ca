import { z } from 'zod';
import { apiEndpoints, isRawAnswer, type ApiRoute, type RouteSchemas } from '@hearth/contract';

type Endpoints = typeof apiEndpoints;

/** What a fake server was sent: the path's parameters, the query and the body (parsed JSON, or a form). */
export interface FakeRequest {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
}

/** An answer other than a plain success: a refusal, or a success with a description of its own. */
export class FakeReply<T> {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly data: T,
  ) {}
}

/** A refusal, as the server sends one: a status, its description and (usually) no data. */
export const refusal = (status: number, description: string, data: unknown = null) =>
  new FakeReply(status, description, data);

/** A success whose description the page shows (a toast). */
export const described = <T>(data: T, description: string) => new FakeReply(200, description, data);

/** What an endpoint answers, as its schema takes it. */
type AnswerOf<E> = E extends { readonly response: infer R extends z.ZodType } ? z.input<R> : never;

export type FakeHandler<E> = (request: FakeRequest) => AnswerOf<E> | FakeReply<AnswerOf<E>> | FakeReply<unknown>;

/** A fake server's answers, keyed like the contract's table: `{ user: { get: () => USER } }`. */
export type FakeAnswers = {
  readonly [G in keyof Endpoints]?: { readonly [N in keyof Endpoints[G]]?: FakeHandler<Endpoints[G][N]> };
};

/** One request the fake server got. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

interface Listed {
  endpoint: ApiRoute & RouteSchemas;
  pattern: RegExp;
  names: string[];
  handler: ((request: FakeRequest) => unknown) | undefined;
}

const ENDPOINTS_BY_NAME: Readonly<Record<string, Readonly<Record<string, ApiRoute & RouteSchemas>>>> = apiEndpoints;

/** Every endpoint with what it answers; fixed paths first, so `/api/import/rules` is not read as an import's id. */
function listEndpoints(answers: FakeAnswers): Listed[] {
  const handlers: Readonly<Record<string, Readonly<Record<string, (request: FakeRequest) => unknown>> | undefined>> =
    answers;
  const listed = Object.entries(ENDPOINTS_BY_NAME).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => {
      const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
      const pattern = new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '([^/]+)')}$`);
      return { endpoint, pattern, names, handler: handlers[group]?.[name] };
    }),
  );
  return listed.sort((a, b) => a.names.length - b.names.length);
}

const envelope = (status: number, description: string, data: unknown) =>
  new Response(JSON.stringify({ responseState: { isSuccess: status >= 200 && status < 300, description }, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function readBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}

/**
 * A stand-in for the server that answers by the contract's table: each request goes to the handler of its
 * endpoint, and each answer is checked with the endpoint's schema, so a fake cannot drift from the server.
 * An endpoint without a handler answers an empty list if it answers a list, and is not found otherwise.
 */
export function fakeApi(answers: FakeAnswers) {
  const endpoints = listEndpoints(answers);
  const calls: FakeCall[] = [];

  async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = readBody(init.body);
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    for (const { endpoint, pattern, names, handler } of endpoints) {
      const match = endpoint.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
      const { response } = endpoint;
      if (isRawAnswer(response)) return new Response(null, { status: 404 });
      if (!handler)
        return response instanceof z.ZodArray ? envelope(200, 'Success', []) : envelope(404, 'Not found.', null);
      const reply = handler({ params, query: url.searchParams, body });
      const { status, description, data } = reply instanceof FakeReply ? reply : new FakeReply(200, 'Success', reply);
      if (status !== 200) return envelope(status, description, data);
      // As the server does: the answer goes out as its schema serialises it, or not at all.
      const checked = response.safeParse(data);
      if (checked.success) return envelope(status, description, checked.data);
      const mistake = `The fake's answer to ${method} ${url.pathname} is not what its schema says: ${checked.error.message}`;
      console.error(mistake);
      throw new Error(mistake);
    }
    return envelope(404, `There is no ${method} ${url.pathname} here.`, null);
  }

  return { fetch: answer, calls };
}
