import { describe, expect, it } from 'vitest';
import { allApiRoutes, apiRoutes, pathTo } from './api-routes.js';

/**
 * Every call the product specification lists (section 7, "The calls it makes"), in the table's form: its
 * `{id}` written `:id`. Where the specification writes a placeholder the table names the parameter: `{n}`
 * is `:paymentNumber`, `{a}/{b}` (year and month) are `:year/:month`. The tests send their requests
 * through the table, so this list is what ties their paths to the specification.
 */
const SPECIFIED_CALLS = [
  // Account and session
  'POST /token',
  'POST /register',
  'POST /recover',
  'GET /validateEmail/:id',
  'GET /api/user',
  'POST /api/user',
  'POST /api/user/changepassword',
  'GET /api/timezones',
  'GET /api/heartbeat',
  // Budgets
  'GET /api/budgets',
  'GET /api/budget/:id',
  'GET /api/budget/:id/transactions/:periodNumber',
  'POST /api/budget',
  'DELETE /api/budget/:id',
  // Accounts
  'POST /api/accounts',
  'GET /api/account/:id',
  'POST /api/account',
  'DELETE /api/account/:id',
  // Categories
  'GET /api/categories',
  'POST /api/category',
  'POST /api/subcategory',
  'PATCH /api/category',
  'POST /api/subcategory/:id/merge/:targetId',
  // Transactions
  'POST /api/transactions',
  'GET /api/transaction/:id',
  'POST /api/transaction',
  'DELETE /api/transaction/:id',
  'POST /api/transaction/search',
  'POST /api/transaction/bulkupdate',
  'POST /api/transaction/quick',
  'GET /api/transaction/schedule/:scheduleId/paymentnumber/:paymentNumber',
  'POST /api/attachment/:transactionId',
  'POST /api/import/:id',
  // Reports
  'POST /api/report/balanceHistory',
  'POST /api/report/balanceforecast',
  'POST /api/report/budget',
  'POST /api/report/categoriesovertime',
  'POST /api/report/categoryamount',
  // Schedules and scenarios
  'POST /api/schedule',
  'GET /api/schedule/:id',
  'DELETE /api/schedule/:id',
  'POST /api/schedule/upcoming',
  'POST /api/schedule/:id/pay/:paymentNumber',
  'POST /api/schedule/variation',
  'DELETE /api/schedule/variation/:id',
  'GET /api/schedule/calendar/:year/:month',
  'GET /api/schedule/scenarios',
  'GET /api/schedule/scenario/:id',
  'DELETE /api/schedule/scenario/:id',
  'POST /api/schedule/scenario',
  'POST /api/schedule/scenario/:scenarioId/add/:scheduleId',
  'DELETE /api/schedule/scenario/:scenarioId/remove/:scheduleId',
  // Investments and tags
  'GET /api/investments',
  'GET /api/investment/:id',
  'POST /api/investment',
  'POST /api/investment/chart',
  'GET /api/tags',
  'GET /api/tags/:id',
  'POST /api/tags',
  'POST /api/tags/detailed',
];

describe('the route table and the specification', () => {
  const declared = new Set(allApiRoutes().map((route) => `${route.method} ${route.path}`));

  it.each(SPECIFIED_CALLS)('declares %s', (call) => {
    expect(declared.has(call)).toBe(true);
  });
});

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
