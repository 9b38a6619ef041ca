import { describe, expect, it } from 'vitest';
import { allApiRoutes, apiRoutes, pathTo } from './api-routes.js';

describe('the route table', () => {
  it.each([
    [pathTo(apiRoutes.tags.list), '/api/tags'],
    [pathTo(apiRoutes.tags.get, { id: 7 }), '/api/tags/7'],
    [pathTo(apiRoutes.budgets.periodTransactions, { id: 3, periodNumber: 12 }), '/api/budget/3/transactions/12'],
    [pathTo(apiRoutes.auth.validateEmail, { id: 'a b/c?d' }), '/validateEmail/a%20b%2Fc%3Fd'],
    [
      pathTo(apiRoutes.transactions.scheduledDraft, { scheduleId: 5, paymentNumber: 2 }),
      '/api/transaction/schedule/5/paymentnumber/2',
    ],
  ])('%s is %s', (filled, expected) => {
    expect(filled).toBe(expected);
  });

  it('declares each method and path once', () => {
    const keys = allApiRoutes().map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every parameter with letters only, as pathTo fills them', () => {
    for (const route of allApiRoutes()) {
      for (const segment of route.path.split('/')) {
        if (segment.startsWith(':')) expect(segment).toMatch(/^:[A-Za-z]+$/);
      }
    }
  });
});
