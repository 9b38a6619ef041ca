import { balanceForecastRequestSchema, balanceHistoryRequestSchema, balanceReportSchema, envelopeOf, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { balanceForecast, balanceHistory } from './balances.js';

export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/report/balanceforecast',
      {
        schema: {
          tags: ['reports'],
          summary: "An account's daily balance ahead, with the schedules' payments; with a scenario, a second series",
          body: balanceForecastRequestSchema,
          response: { 200: envelopeOf(balanceReportSchema) },
        },
      },
      async (request) => ok(await balanceForecast(deps, authOf(request), request.body)),
    );
    app.post(
      '/api/report/balanceHistory',
      {
        schema: {
          tags: ['reports'],
          summary: "An account's daily balance over the last N days",
          body: balanceHistoryRequestSchema,
          response: { 200: envelopeOf(balanceReportSchema) },
        },
      },
      async (request) => ok(await balanceHistory(deps, authOf(request), request.body)),
    );
  };
}
