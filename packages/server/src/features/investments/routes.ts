import {
  codeChoicesRequestSchema,
  codeChoicesSchema,
  envelopeOf,
  investmentChartRequestSchema,
  investmentChartSchema,
  investmentDetailSchema,
  investmentSchema,
  ok,
  saveInvestmentRequestSchema,
  savePurchaseRequestSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import { investmentChart } from './chart.js';
import { codeChoices } from './codes.js';
import { getInvestment } from './holdings.js';
import { deletePurchase, savePurchase } from './purchases.js';
import { deleteInvestment, listInvestments, saveInvestment } from './service.js';
import { routeOf } from '../../platform/api-route.js';

const purchaseParams = idParams.extend({ purchaseId: z.coerce.number({ error: 'must be a number' }).int().positive() });
const tags = ['investments'];

export function investmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.investments.list),
      schema: {
        tags,
        summary: "The family's holdings at their latest prices, with their changes",
        response: { 200: envelopeOf(z.array(investmentSchema)) },
      },
      handler: async (request) => ok(await listInvestments(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.investments.codes),
      schema: {
        tags,
        summary: "The codes a type's price provider offers for a search",
        querystring: codeChoicesRequestSchema,
        response: { 200: envelopeOf(codeChoicesSchema) },
      },
      handler: async (request) =>
        ok(await codeChoices(deps, request.query.investmentTypeId, request.query.search ?? '')),
    });

    app.route({
      ...routeOf(apiRoutes.investments.get),
      schema: {
        tags,
        summary: 'A holding with its purchases',
        params: idParams,
        response: { 200: envelopeOf(investmentDetailSchema) },
      },
      handler: async (request) => ok(await getInvestment(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.investments.save),
      schema: {
        tags,
        summary: 'Create (no id) or update a holding',
        body: saveInvestmentRequestSchema,
        response: { 200: envelopeOf(investmentDetailSchema) },
      },
      handler: async (request) => {
        const investment = await saveInvestment(deps, authOf(request), request.body);
        return ok(investment, `${investment.investmentType.name}, Saved Successfully.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.investments.remove),
      schema: {
        tags,
        summary: 'Delete a holding and its purchases',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await deleteInvestment(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.investments.chart),
      schema: {
        tags,
        summary: "The family's total investment value over a period",
        body: investmentChartRequestSchema,
        response: { 200: envelopeOf(investmentChartSchema) },
      },
      handler: async (request) => ok(await investmentChart(deps, authOf(request), request.body.period)),
    });

    app.route({
      ...routeOf(apiRoutes.investments.addPurchase),
      schema: {
        tags,
        summary: 'Record (no id) or change a buy or a sale; the volume follows',
        params: idParams,
        body: savePurchaseRequestSchema,
        response: { 200: envelopeOf(investmentDetailSchema) },
      },
      handler: async (request) =>
        ok(
          await savePurchase(deps, authOf(request), request.params.id, request.body),
          request.body.isSale ? 'Sale recorded.' : 'Purchase recorded.',
        ),
    });

    app.route({
      ...routeOf(apiRoutes.investments.removePurchase),
      schema: {
        tags,
        summary: 'Remove a buy or a sale; the volume follows',
        params: purchaseParams,
        response: { 200: envelopeOf(investmentDetailSchema) },
      },
      handler: async (request) =>
        ok(
          await deletePurchase(deps, authOf(request), request.params.id, request.params.purchaseId),
          'Purchase removed.',
        ),
    });
  };
}
