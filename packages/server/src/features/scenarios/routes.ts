import {
  envelopeOf,
  ok,
  saveScenarioRequestSchema,
  scenarioAmountRequestSchema,
  scenarioSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import {
  deleteScenario,
  getScenario,
  listScenarios,
  removeScenarioSchedule,
  saveScenario,
  setScenarioSchedule,
} from './service.js';
import { routeOf } from '../../platform/api-route.js';

const positive = z.coerce.number({ error: 'must be a number' }).int().positive();
const pairParams = z.object({ scenarioId: positive, scheduleId: positive });

export function scenarioRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.scenarios.list),
      schema: {
        tags: ['scenarios'],
        summary: 'What-if scenarios',
        response: { 200: envelopeOf(z.array(scenarioSchema)) },
      },
      handler: async (request) => ok(await listScenarios(deps, authOf(request).familyId)),
    });
    app.route({
      ...routeOf(apiRoutes.scenarios.get),
      schema: {
        tags: ['scenarios'],
        summary: 'A scenario',
        params: idParams,
        response: { 200: envelopeOf(scenarioSchema) },
      },
      handler: async (request) => ok(await getScenario(deps, authOf(request).familyId, request.params.id)),
    });
    app.route({
      ...routeOf(apiRoutes.scenarios.remove),
      schema: {
        tags: ['scenarios'],
        summary: 'Delete a scenario',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await deleteScenario(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'Scenario Deleted Successfully.');
      },
    });
    app.route({
      ...routeOf(apiRoutes.scenarios.save),
      schema: {
        tags: ['scenarios'],
        summary: 'Create (no id) or rename a scenario',
        body: saveScenarioRequestSchema,
        response: { 200: envelopeOf(scenarioSchema) },
      },
      handler: async (request) => {
        const scenario = await saveScenario(deps, authOf(request).familyId, request.body);
        return ok(scenario, `${scenario.name}, Saved Successfully.`);
      },
    });
    app.route({
      ...routeOf(apiRoutes.scenarios.addSchedule),
      schema: {
        tags: ['scenarios'],
        summary: 'Use another amount for a schedule in the scenario',
        params: pairParams,
        body: scenarioAmountRequestSchema,
        response: { 200: envelopeOf(scenarioSchema) },
      },
      handler: async (request) =>
        ok(
          await setScenarioSchedule(
            deps,
            authOf(request).familyId,
            request.params.scenarioId,
            request.params.scheduleId,
            request.body.amount,
          ),
          'The scenario has been updated.',
        ),
    });
    app.route({
      ...routeOf(apiRoutes.scenarios.removeSchedule),
      schema: {
        tags: ['scenarios'],
        summary: 'Stop altering a schedule in the scenario',
        params: pairParams,
        response: { 200: envelopeOf(scenarioSchema) },
      },
      handler: async (request) =>
        ok(
          await removeScenarioSchedule(
            deps,
            authOf(request).familyId,
            request.params.scenarioId,
            request.params.scheduleId,
          ),
          'The schedule has been removed from the scenario.',
        ),
    });
  };
}
