import {
  budgetPeriodTransactionsQuerySchema,
  budgetReportRequestSchema,
  budgetReportSeriesSchema,
  budgetSchema,
  budgetSummarySchema,
  envelopeOf,
  ok,
  saveBudgetRequestSchema,
  transactionSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import { budgetPeriodTransactions } from './period-transactions.js';
import { budgetReport } from './report.js';
import { deleteBudget, getBudget, listBudgets, saveBudget } from './service.js';
import { routeOf } from '../../platform/api-route.js';

const periodParams = idParams.extend({
  periodNumber: z.coerce.number({ error: 'must be a number' }).int().positive().max(100000),
});

export function budgetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.budgets.list),
      schema: {
        tags: ['budgets'],
        summary: "The family's budgets, each with its current period",
        response: { 200: envelopeOf(z.array(budgetSummarySchema)) },
      },
      handler: async (request) => ok(await listBudgets(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.budgets.get),
      schema: {
        tags: ['budgets'],
        summary: 'A budget with its periods',
        params: idParams,
        response: { 200: envelopeOf(budgetSchema) },
      },
      handler: async (request) => ok(await getBudget(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.budgets.periodTransactions),
      schema: {
        tags: ['budgets'],
        summary:
          'The transactions that used a budget in one period, newest first: all of them, or a page with limitResultCount and offset',
        params: periodParams,
        querystring: budgetPeriodTransactionsQuerySchema,
        response: { 200: envelopeOf(z.array(transactionSchema)) },
      },
      handler: async (request) =>
        ok(
          await budgetPeriodTransactions(
            deps,
            authOf(request),
            request.params.id,
            request.params.periodNumber,
            request.query,
          ),
        ),
    });

    app.route({
      ...routeOf(apiRoutes.budgets.save),
      schema: {
        tags: ['budgets'],
        summary: 'Create (no id) or update a budget',
        body: saveBudgetRequestSchema,
        response: { 200: envelopeOf(budgetSchema) },
      },
      handler: async (request) => {
        const budget = await saveBudget(deps, authOf(request), request.body);
        return ok(budget, `Budget, ${budget.name}, Saved Successfully.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.budgets.remove),
      schema: {
        tags: ['budgets'],
        summary: 'Delete a budget (softly: history keeps its name)',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await deleteBudget(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.budgets.report),
      schema: {
        tags: ['reports'],
        summary: 'Budget trend: the share of each period used',
        body: budgetReportRequestSchema,
        response: { 200: envelopeOf(z.array(budgetReportSeriesSchema)) },
      },
      handler: async (request) => ok(await budgetReport(deps, authOf(request), request.body ?? {})),
    });
  };
}
