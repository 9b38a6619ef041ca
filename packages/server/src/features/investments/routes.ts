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

const purchaseParams = idParams.extend({ purchaseId: z.coerce.number({ error: 'must be a number' }).int().positive() });
const tags = ['investments'];

export function investmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/investments',
      {
        schema: {
          tags,
          summary: "The family's holdings at their latest prices, with their changes",
          response: { 200: envelopeOf(z.array(investmentSchema)) },
        },
      },
      async (request) => ok(await listInvestments(deps, authOf(request))),
    );

    app.get(
      '/api/investment/codes',
      {
        schema: {
          tags,
          summary: "The codes a type's price provider offers for a search",
          querystring: codeChoicesRequestSchema,
          response: { 200: envelopeOf(codeChoicesSchema) },
        },
      },
      async (request) => ok(await codeChoices(deps, request.query.investmentTypeId, request.query.search ?? '')),
    );

    app.get(
      '/api/investment/:id',
      {
        schema: {
          tags,
          summary: 'A holding with its purchases',
          params: idParams,
          response: { 200: envelopeOf(investmentDetailSchema) },
        },
      },
      async (request) => ok(await getInvestment(deps, authOf(request).familyId, request.params.id)),
    );

    app.post(
      '/api/investment',
      {
        schema: {
          tags,
          summary: 'Create (no id) or update a holding',
          body: saveInvestmentRequestSchema,
          response: { 200: envelopeOf(investmentDetailSchema) },
        },
      },
      async (request) => {
        const investment = await saveInvestment(deps, authOf(request), request.body);
        return ok(investment, `${investment.investmentType.name}, Saved Successfully.`);
      },
    );

    app.delete(
      '/api/investment/:id',
      {
        schema: {
          tags,
          summary: 'Delete a holding and its purchases',
          params: idParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => ok(null, await deleteInvestment(deps, authOf(request).familyId, request.params.id)),
    );

    app.post(
      '/api/investment/chart',
      {
        schema: {
          tags,
          summary: "The family's total investment value over a period",
          body: investmentChartRequestSchema,
          response: { 200: envelopeOf(investmentChartSchema) },
        },
      },
      async (request) => ok(await investmentChart(deps, authOf(request), request.body.period)),
    );

    app.post(
      '/api/investment/:id/purchase',
      {
        schema: {
          tags,
          summary: 'Record (no id) or change a buy or a sale; the volume follows',
          params: idParams,
          body: savePurchaseRequestSchema,
          response: { 200: envelopeOf(investmentDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await savePurchase(deps, authOf(request), request.params.id, request.body),
          request.body.isSale ? 'Sale recorded.' : 'Purchase recorded.',
        ),
    );

    app.delete(
      '/api/investment/:id/purchase/:purchaseId',
      {
        schema: {
          tags,
          summary: 'Remove a buy or a sale; the volume follows',
          params: purchaseParams,
          response: { 200: envelopeOf(investmentDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await deletePurchase(deps, authOf(request), request.params.id, request.params.purchaseId),
          'Purchase removed.',
        ),
    );
  };
}
