import { allApiRoutes, API_PATH_PREFIX, apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnlistedApiRoute } from '../src/platform/api-route.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('the server and the contract route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves every route of the table', () => {
    const missing = allApiRoutes().filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing).toEqual([]);
  });

  const tags = apiRoutes.tags.list.path;
  it.each([
    ['GET', tags, null],
    ['HEAD', tags, null],
    [['GET', 'HEAD'], apiRoutes.heartbeat.get.path, null],
    ['GET', '/assets/*', null],
    // Paths and a method the table does not have, on purpose.
    ['POST', `${API_PATH_PREFIX}tags/everything`, 'POST /api/tags/everything is not in the contract'],
    ['PATCH', tags, `PATCH ${tags} is not in the contract`],
    ['POST', '/token/other', 'POST /token/other is not in the contract'],
  ] as [string | string[], string, string | null][])(
    'a route %j %s registered beside the table: %s',
    (method, url, refusal) => {
      const register = () => refuseUnlistedApiRoute({ method, url });
      if (refusal) expect(register).toThrow(refusal);
      else expect(register).not.toThrow();
    },
  );
});
