import { describe, expect, it } from 'vitest';
import { allApiEndpoints, apiEndpoints } from './api-endpoints.js';
import { allApiRoutes, apiRoutes } from './api-routes.js';
import { apiSchemas } from './api-schemas.js';
import { isRawAnswer } from './route-schemas.js';

describe('the endpoints: the route table joined with its schemas', () => {
  it('joins every route with the schemas of the same name', () => {
    expect(allApiEndpoints().map(({ method, path }) => `${method} ${path}`)).toEqual(
      allApiRoutes().map(({ method, path }) => `${method} ${path}`),
    );
    expect(apiEndpoints.tags.list.path).toBe(apiRoutes.tags.list.path);
    expect(apiEndpoints.tags.list.query).toBe(apiSchemas.tags.list.query);
    expect(apiEndpoints.budgets.periodTransactions.params).toBe(apiSchemas.budgets.periodTransactions.params);
  });

  it('answers in the envelope but for a file and the OpenAPI document', () => {
    const raw = allApiEndpoints()
      .filter((endpoint) => isRawAnswer(endpoint.response))
      .map(({ method, path }) => `${method} ${path}`);
    expect(raw).toEqual([
      `POST ${apiRoutes.family.exportData.path}`,
      `GET ${apiRoutes.attachments.download.path}`,
      `GET ${apiRoutes.docs.openApi.path}`,
    ]);
  });

  it('names the parameters its path has, and no others', () => {
    for (const endpoint of allApiEndpoints()) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      const params = endpoint.params;
      const declared = params && 'shape' in params && params.shape instanceof Object ? Object.keys(params.shape) : [];
      expect([endpoint.path, declared.sort()]).toEqual([endpoint.path, inPath]);
    }
  });

  it.each([
    [apiSchemas.accounts.get.params, { id: '7' }, { id: 7 }],
    [apiSchemas.tags.get.params, { id: 'true' }, { id: 'true' }],
    [apiSchemas.tags.get.params, { id: '12' }, { id: 12 }],
    [apiSchemas.schedules.calendar.params, { year: '2026', month: '3' }, { year: 2026, month: 3 }],
  ])('reads the path parameters %#', (schema, params, expected) => {
    expect(schema.parse(params)).toEqual(expected);
  });

  it.each([
    [apiSchemas.accounts.get.params, { id: 'abc' }, 'must be a number'],
    [apiSchemas.tags.get.params, { id: 'maybe' }, 'must be a tag id, true or false'],
    [apiSchemas.imports.get.params, { importId: '12' }, 'must be the id of an import'],
  ])('refuses a path parameter that is not one %#', (schema, params, message) => {
    const result = schema.safeParse(params);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
