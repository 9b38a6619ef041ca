import { pathTo, type ApiRoute, type HttpMethod, type PathParams, type PathValues } from '@hearth/contract';

/** The method and address of a request, as `app.inject` takes them. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
}

/**
 * A request to a route of the contract's table, its parameters filled: the tests take both the method
 * and the path from the table, so a path the server serves is written nowhere else.
 */
export function requestTo<P extends string>(route: ApiRoute<HttpMethod, P>, ...values: PathValues<P>): ApiRequest {
  return { method: route.method, url: pathTo(route, ...values) };
}

/** The request with a query string (from its `?`) written as it is sent, odd values and all. */
export function withQuery(request: ApiRequest, query: string): ApiRequest {
  return { ...request, url: `${request.url}${query}` };
}

/**
 * A request whose path values go in as written, not encoded: for tests of what a malformed address (a
 * `%00`, a broken %-escape) gets. Every other request goes through requestTo.
 */
export function requestWithRawPath<P extends string>(
  route: ApiRoute<HttpMethod, P>,
  values: Record<PathParams<P>, string>,
): ApiRequest {
  const raw: Record<string, string> = values;
  return { method: route.method, url: route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => raw[name] ?? '') };
}
