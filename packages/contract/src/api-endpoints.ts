import { apiRoutes, type ApiRoute } from './api-routes.js';
import { apiSchemas } from './api-schemas.js';
import type { RouteSchemas } from './route-schemas.js';

type Routes = typeof apiRoutes;
type Schemas = typeof apiSchemas;

/** Each route of the table with its schemas: `apiEndpoints.tags.list` is its method, path, query and answer. */
export type ApiEndpoints = {
  readonly [G in keyof Routes]: {
    readonly [N in keyof Routes[G]]: N extends keyof Schemas[G] ? Routes[G][N] & Schemas[G][N] : never;
  };
};

const schemaTable: Readonly<Record<string, Readonly<Record<string, RouteSchemas>>>> = apiSchemas;

function joinTables(): ApiEndpoints {
  const groups = Object.entries(apiRoutes).map(([group, routes]) => {
    const endpoints = Object.entries(routes).map(([name, route]) => {
      const schemas = schemaTable[group]?.[name];
      if (!schemas) throw new Error(`apiSchemas.${group}.${name} is missing`);
      return [name, { ...route, ...schemas }] as const;
    });
    return [group, Object.fromEntries(endpoints)] as const;
  });
  // The two tables have the same keys (apiSchemas is checked against apiRoutes), so the join has them too.
  return Object.fromEntries(groups) as ApiEndpoints;
}

/**
 * The route table (apiRoutes) joined with its schemas (apiSchemas): what the server registers, the web's
 * API client calls and the tests' fakes answer. Code that must load no zod uses apiRoutes alone.
 */
export const apiEndpoints = joinTables();

/** Every endpoint of the table, for checks that go through them all. */
export function allApiEndpoints(): (ApiRoute & RouteSchemas)[] {
  return Object.values(apiEndpoints).flatMap((group) => Object.values(group));
}
