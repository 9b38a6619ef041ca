import { allApiEndpoints, envelopeOf, isRawAnswer, type ApiRoute, type RouteSchemas } from '@hearth/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * A route of the contract's table as Fastify registers it: `app.route({ ...routeOf(apiRoutes.docs.openApi),
 * schema, handler })`, so that the method and the path are written in the table only.
 */
export function routeOf<R extends ApiRoute>(route: R): { method: R['method']; url: R['path'] } {
  return { method: route.method, url: route.path };
}

type Nothing = Record<never, never>;

/** The schemas of a route as Fastify takes them: the query as `querystring`, the answer inside the envelope. */
export type FastifySchemaOf<S extends RouteSchemas> = (S extends { readonly params: infer P extends z.ZodType }
  ? { params: P }
  : Nothing) &
  (S extends { readonly query: infer Q extends z.ZodType } ? { querystring: Q } : Nothing) &
  (S extends { readonly body: infer B extends z.ZodType } ? { body: B } : Nothing) &
  (S['response'] extends z.ZodType ? { response: { 200: ReturnType<typeof envelopeOf<S['response']>> } } : Nothing);

/** A route's schemas from the contract's apiSchemas, for Fastify to validate, serialise and document with. */
export function schemaOf<S extends RouteSchemas>(schemas: S): FastifySchemaOf<S> {
  const { params, query, body, response } = schemas;
  // The parts the route has, each under Fastify's name: what FastifySchemaOf<S> says of S.
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(!isRawAnswer(response) && { response: { 200: envelopeOf(response) } }),
  } as FastifySchemaOf<S>;
}

/** What a route says of itself in the OpenAPI document, beside the schemas it takes from the contract. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  /** For an upload: `multipart/form-data`, which the route reads itself. */
  consumes?: string[];
}

/**
 * An endpoint of the contract (apiEndpoints: method, path and schemas) as Fastify registers it, with its
 * documentation: `app.route({ ...endpointRoute(apiEndpoints.tags.list, { tags, summary }), handler })`.
 */
export function endpointRoute<E extends ApiRoute & RouteSchemas, D extends RouteDocs>(
  endpoint: E,
  docs: D,
): { method: E['method']; url: E['path']; schema: D & FastifySchemaOf<E> } {
  return { method: endpoint.method, url: endpoint.path, schema: { ...docs, ...schemaOf(endpoint) } };
}

const endpoints = new Map(allApiEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** The first segment of every path of the table: `api`, `token`, `register`… */
const API_SEGMENTS = new Set(allApiEndpoints().map((endpoint) => endpoint.path.split('/')[1]));

/** Whether an address belongs to the API (the signed-in API, sign-in and the addresses mails link to). */
export function isApiPath(url: string): boolean {
  const segment = /^\/([^/?#]*)/.exec(url)?.[1];
  return segment !== undefined && API_SEGMENTS.has(segment);
}

/** Whether a route registered with `schema` took it from its endpoint in the contract (schemaOf). */
function takesContractSchemas(endpoint: ApiRoute & RouteSchemas, schema: FastifySchema): boolean {
  const answers: [string, unknown][] = schema.response instanceof Object ? Object.entries(schema.response) : [];
  const [first] = answers;
  const envelope = answers.length === 1 && first?.[0] === '200' ? first[1] : undefined;
  const data: unknown = envelope instanceof z.ZodObject ? envelope.shape.data : undefined;
  return (
    schema.params === endpoint.params &&
    schema.querystring === endpoint.query &&
    schema.body === endpoint.body &&
    (isRawAnswer(endpoint.response) ? answers.length === 0 : data === endpoint.response)
  );
}

/**
 * Fastify's onRoute hook: an API route that is not in the contract's table, or whose schemas are not its
 * endpoint's (apiSchemas), stops the server from starting, so that no path and no schema is written outside
 * the contract. HEAD routes are the ones Fastify adds beside each GET.
 */
export function refuseUnlistedApiRoute(options: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  if (!isApiPath(options.url)) return;
  const methods = (Array.isArray(options.method) ? options.method : [options.method]).filter(
    (method) => method !== 'HEAD',
  );
  for (const method of methods) {
    const endpoint = endpoints.get(`${method} ${options.url}`);
    if (!endpoint) throw new Error(`${method} ${options.url} is not in the contract's route table (apiRoutes)`);
    if (options.schema && !takesContractSchemas(endpoint, options.schema))
      throw new Error(`${method} ${options.url} does not take its schemas from the contract (apiSchemas)`);
  }
}
