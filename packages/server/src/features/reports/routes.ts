import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { balanceForecast, balanceHistory } from './balances.js';
import { categoriesOverTime } from './categories-over-time.js';
import { categoryAmounts } from './category-amounts.js';
import { cashFlow, netWorth } from './net-worth.js';
import { endpointRoute } from '../../platform/api-route.js';

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.reports.balanceForecast, {
        tags: ['reports'],
        summary: "An account's daily balance ahead, with the schedules' payments; with a scenario, a second series",
      }),
      handler: async (request) => ok(await balanceForecast(deps, authOf(request), request.body)),
    });
    app.route({
      ...endpointRoute(apiEndpoints.reports.balanceHistory, {
        tags: ['reports'],
        summary: "An account's daily balance over the last N days",
      }),
      handler: async (request) => ok(await balanceHistory(deps, authOf(request), request.body)),
    });
    app.route({
      ...endpointRoute(apiEndpoints.reports.categoryAmount, {
        tags: ['reports'],
        summary: 'What each subcategory amounted to over a period (730 days by default), largest first',
      }),
      handler: async (request) => ok(await categoryAmounts(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...endpointRoute(apiEndpoints.reports.categoriesOverTime, {
        tags: ['reports'],
        summary: 'A subcategory, a category or all spending, per week, month, quarter or year',
      }),
      handler: async (request) => ok(await categoriesOverTime(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...endpointRoute(apiEndpoints.reports.netWorth, {
        tags: ['reports'],
        summary: "The own bank accounts' balances at each month end (24 months by default)",
      }),
      handler: async (request) => ok(await netWorth(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...endpointRoute(apiEndpoints.reports.cashFlow, {
        tags: ['reports'],
        summary: 'Income against spending per month (12 by default), with the savings rate',
      }),
      handler: async (request) => ok(await cashFlow(deps, authOf(request), request.body ?? {})),
    });
  };
}
