import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { removeHypotheticalSchedule, saveHypotheticalSchedule } from './hypothetical.js';
import { getScenario, listScenarios } from './list.js';
import { SCENARIO_UPDATED, SCHEDULE_REMOVED } from './messages.js';
import { deleteScenario, removeScenarioSchedule, saveScenario, setScenarioSchedule } from './service.js';
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
        summary: 'Alter a schedule in the scenario: another amount (0 included), a stop date, or both',
      }),
      handler: async (request) =>
        ok(
          await setScenarioSchedule(
            deps,
            authOf(request).familyId,
            request.params.scenarioId,
            request.params.scheduleId,
            request.body,
          ),
          SCENARIO_UPDATED,
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
          SCHEDULE_REMOVED,
        ),
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.saveHypothetical, {
        tags: ['scenarios'],
        summary: 'Add (no id) or change a schedule that exists only in the scenario',
      }),
      handler: async (request) =>
        ok(
          await saveHypotheticalSchedule(deps, authOf(request).familyId, request.params.scenarioId, request.body),
          SCENARIO_UPDATED,
        ),
    });
    app.route({
      ...endpointRoute(apiEndpoints.scenarios.removeHypothetical, {
        tags: ['scenarios'],
        summary: 'Remove a schedule that exists only in the scenario',
      }),
      handler: async (request) =>
        ok(
          await removeHypotheticalSchedule(
            deps,
            authOf(request).familyId,
            request.params.scenarioId,
            request.params.id,
          ),
          SCHEDULE_REMOVED,
        ),
    });
  };
}
