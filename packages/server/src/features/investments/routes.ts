import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { investmentChart } from './chart.js';
import { codeChoices } from './codes.js';
import { getInvestment } from './holdings.js';
import { deletePurchase, savePurchase } from './purchases.js';
import { deleteInvestment, listInvestments, saveInvestment } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

const tags = ['investments'];

export function investmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.investments.list, {
        tags,
        summary: "The family's holdings at their latest prices, with their changes",
      }),
      handler: async (request) => ok(await listInvestments(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.codes, {
        tags,
        summary: "The codes a type's price provider offers for a search",
      }),
      handler: async (request) =>
        ok(await codeChoices(deps, request.query.investmentTypeId, request.query.search ?? '')),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.get, { tags, summary: 'A holding with its purchases' }),
      handler: async (request) => ok(await getInvestment(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.save, { tags, summary: 'Create (no id) or update a holding' }),
      handler: async (request) => {
        const investment = await saveInvestment(deps, authOf(request), request.body);
        return ok(investment, `${investment.investmentType.name}, Saved Successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.remove, { tags, summary: 'Delete a holding and its purchases' }),
      handler: async (request) => ok(null, await deleteInvestment(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.chart, {
        tags,
        summary: "The family's total investment value over a period",
      }),
      handler: async (request) => ok(await investmentChart(deps, authOf(request), request.body.period)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.addPurchase, {
        tags,
        summary: 'Record (no id) or change a buy or a sale; the volume follows',
      }),
      handler: async (request) =>
        ok(
          await savePurchase(deps, authOf(request), request.params.id, request.body),
          request.body.isSale ? 'Sale recorded.' : 'Purchase recorded.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.investments.removePurchase, {
        tags,
        summary: 'Remove a buy or a sale; the volume follows',
      }),
      handler: async (request) =>
        ok(
          await deletePurchase(deps, authOf(request), request.params.id, request.params.purchaseId),
          'Purchase removed.',
        ),
    });
  };
}
