import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { budgetPeriodTransactions } from './period-transactions.js';
import { budgetReport } from './report.js';
import { deleteBudget, getBudget, listBudgets, saveBudget } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export function budgetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.budgets.list, {
        tags: ['budgets'],
        summary: "The family's budgets, each with its current period",
      }),
      handler: async (request) => ok(await listBudgets(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.budgets.get, { tags: ['budgets'], summary: 'A budget with its periods' }),
      handler: async (request) => ok(await getBudget(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.budgets.periodTransactions, {
        tags: ['budgets'],
        summary:
          'The transactions that used a budget in one period, newest first: all of them, or a page with limitResultCount and offset',
      }),
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
      ...endpointRoute(apiEndpoints.budgets.save, { tags: ['budgets'], summary: 'Create (no id) or update a budget' }),
      handler: async (request) => {
        const budget = await saveBudget(deps, authOf(request), request.body);
        return ok(budget, `Budget, ${budget.name}, Saved Successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.budgets.remove, {
        tags: ['budgets'],
        summary: 'Delete a budget (softly: history keeps its name)',
      }),
      handler: async (request) =>
        ok(null, await deleteBudget(deps, authOf(request).familyId, request.params.id, authOf(request).userId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.budgets.report, {
        tags: ['reports'],
        summary: 'Budget trend: the share of each period used',
      }),
      handler: async (request) => ok(await budgetReport(deps, authOf(request), request.body ?? {})),
    });
  };
}
