import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import {
  deleteScenario,
  getScenario,
  listScenarios,
  removeScenarioSchedule,
  saveScenario,
  setScenarioSchedule,
} from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export function scenarioRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.list, { tags: ['scenarios'], summary: 'What-if scenarios' }),
      handler: async (request) => ok(await listScenarios(deps, authOf(request).familyId)),
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.get, { tags: ['scenarios'], summary: 'A scenario' }),
      handler: async (request) => ok(await getScenario(deps, authOf(request).familyId, request.params.id)),
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.remove, { tags: ['scenarios'], summary: 'Delete a scenario' }),
      handler: async (request) => {
        await deleteScenario(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'Scenario Deleted Successfully.');
      },
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.save, {
        tags: ['scenarios'],
        summary: 'Create (no id) or rename a scenario',
      }),
      handler: async (request) => {
        const scenario = await saveScenario(deps, authOf(request).familyId, request.body);
        return ok(scenario, `${scenario.name}, Saved Successfully.`);
      },
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.addSchedule, {
        tags: ['scenarios'],
        summary: 'Use another amount for a schedule in the scenario',
      }),
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
      ...endpointRoute(apiEndpoints.scenarios.removeSchedule, {
        tags: ['scenarios'],
        summary: 'Stop altering a schedule in the scenario',
      }),
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
