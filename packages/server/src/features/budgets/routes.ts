import { budgetSummarySchema, envelopeOf, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { listBudgets } from './service.js';

export function budgetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/budgets',
      { schema: { tags: ['budgets'], summary: "The family's budgets", response: { 200: envelopeOf(z.array(budgetSummarySchema)) } } },
      async (request) => ok(await listBudgets(deps, authOf(request).familyId)),
    );
  };
}
