import {
  balanceForecastRequestSchema,
  balanceHistoryRequestSchema,
  balanceReportSchema,
  cashFlowRowSchema,
  categoriesOverTimeRequestSchema,
  categoriesOverTimeRowSchema,
  categoryAmountRequestSchema,
  categoryAmountRowSchema,
  envelopeOf,
  monthsRequestSchema,
  netWorthPointSchema,
  ok,
  apiRoutes,
} from '@hearth/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { balanceForecast, balanceHistory } from './balances.js';
import { categoriesOverTime } from './categories-over-time.js';
import { categoryAmounts } from './category-amounts.js';
import { cashFlow, netWorth } from './net-worth.js';
import { routeOf } from '../../platform/api-route.js';

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.reports.balanceForecast),
      schema: {
        tags: ['reports'],
        summary: "An account's daily balance ahead, with the schedules' payments; with a scenario, a second series",
        body: balanceForecastRequestSchema,
        response: { 200: envelopeOf(balanceReportSchema) },
      },
      handler: async (request) => ok(await balanceForecast(deps, authOf(request), request.body)),
    });
    app.route({
      ...routeOf(apiRoutes.reports.balanceHistory),
      schema: {
        tags: ['reports'],
        summary: "An account's daily balance over the last N days",
        body: balanceHistoryRequestSchema,
        response: { 200: envelopeOf(balanceReportSchema) },
      },
      handler: async (request) => ok(await balanceHistory(deps, authOf(request), request.body)),
    });
    app.route({
      ...routeOf(apiRoutes.reports.categoryAmount),
      schema: {
        tags: ['reports'],
        summary: 'What each subcategory amounted to over a period (730 days by default), largest first',
        body: categoryAmountRequestSchema,
        response: { 200: envelopeOf(z.array(categoryAmountRowSchema)) },
      },
      handler: async (request) => ok(await categoryAmounts(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...routeOf(apiRoutes.reports.categoriesOverTime),
      schema: {
        tags: ['reports'],
        summary: 'A subcategory, a category or all spending, per week, month, quarter or year',
        body: categoriesOverTimeRequestSchema,
        response: { 200: envelopeOf(z.array(categoriesOverTimeRowSchema)) },
      },
      handler: async (request) => ok(await categoriesOverTime(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...routeOf(apiRoutes.reports.netWorth),
      schema: {
        tags: ['reports'],
        summary: "The own bank accounts' balances at each month end (24 months by default)",
        body: monthsRequestSchema,
        response: { 200: envelopeOf(z.array(netWorthPointSchema)) },
      },
      handler: async (request) => ok(await netWorth(deps, authOf(request), request.body ?? {})),
    });
    app.route({
      ...routeOf(apiRoutes.reports.cashFlow),
      schema: {
        tags: ['reports'],
        summary: 'Income against spending per month (12 by default), with the savings rate',
        body: monthsRequestSchema,
        response: { 200: envelopeOf(z.array(cashFlowRowSchema)) },
      },
      handler: async (request) => ok(await cashFlow(deps, authOf(request), request.body ?? {})),
    });
  };
}
