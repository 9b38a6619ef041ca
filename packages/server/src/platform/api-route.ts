import { allApiRoutes, type ApiRoute } from '@hearth/contract';
import type { RouteOptions } from 'fastify';

/**
 * A route of the contract's table as Fastify registers it: `app.route({ ...routeOf(apiRoutes.tags.list),
 * schema, handler })`, so that the method and the path are written in the table only.
 */
export function routeOf<R extends ApiRoute>(route: R): { method: R['method']; url: R['path'] } {
  return { method: route.method, url: route.path };
}

const listed = new Set(allApiRoutes().map((route) => `${route.method} ${route.path}`));
/** The paths the API answers on: the signed-in API, sign-in and the addresses mails link to. */
const API_PATH = /^\/(api\/|token\b|register\b|recover\b|validateEmail\b|invitation\b)/;

/**
 * Fastify's onRoute hook: an API route that is not in the contract's table stops the server from starting,
 * so that no path is written outside the table. HEAD routes are the ones Fastify adds beside each GET.
 */
export function refuseUnlistedApiRoute(options: Pick<RouteOptions, 'method' | 'url'>): void {
  if (!API_PATH.test(options.url)) return;
  const methods = (Array.isArray(options.method) ? options.method : [options.method]).filter(
    (method) => method !== 'HEAD',
  );
  for (const method of methods) {
    if (!listed.has(`${method} ${options.url}`))
      throw new Error(`${method} ${options.url} is not in the contract's route table (apiRoutes)`);
  }
}
