import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import { ConcurrencyLimit } from '../../platform/concurrency-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { applyRule, RULE_TEST_TIME_MS, testRule } from './rule-test.js';
import { deleteRule, listRules, orderRules, saveRule } from './rules-service.js';
import { endpointRoute } from '../../platform/api-route.js';

/** A test runs a pattern a person wrote over up to 20,000 transactions: few run at once (see docs/security-limits-import.md). */
const RULE_TEST_REFUSALS = {
  family: 'A rule test of your family is still running: wait for it to finish, then test again.',
  server: 'The server is busy testing other rules: try again in a few seconds.',
};

export function ruleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const ruleTests = new ConcurrencyLimit(
    { perFamily: deps.config.ruleTestsPerFamily, perServer: deps.config.ruleTestsPerServer },
    RULE_TEST_REFUSALS,
  );
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.imports.rules, {
        tags: ['import'],
        summary: "The family's import rules in the order they apply",
      }),
      handler: async (request) => ok(await listRules(deps, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.saveRule, {
        tags: ['import'],
        summary: 'Create (no id) or update an import rule',
      }),
      handler: async (request) => {
        const rule = await saveRule(deps, authOf(request).familyId, request.body);
        return ok(rule, `The rule ${rule.name} was saved.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.orderRules, {
        tags: ['import'],
        summary: "Put the family's import rules in a new order (every rule's id once, the first to apply first)",
      }),
      handler: async (request) =>
        ok(await orderRules(deps, authOf(request).familyId, request.body.ruleIds), 'The order of the rules was saved.'),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.removeRule, { tags: ['import'], summary: 'Delete an import rule' }),
      handler: async (request) => ok(null, await deleteRule(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.testRule, {
        tags: ['import'],
        summary: "Which of the family's newest transactions a rule (saved or not) takes, and what it would change",
      }),
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        const { result, complete } = await ruleTests.run(familyId, () => testRule(deps, familyId, request.body));
        return complete
          ? ok(result)
          : ok(
              result,
              `The test stopped after ${RULE_TEST_TIME_MS / 1000} seconds: it checked the newest ${result.scanned.toLocaleString('en-US')} transactions.`,
            );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.applyRule, {
        tags: ['import'],
        summary: 'Apply a saved rule to chosen transactions (reconciled ones are left as they are)',
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const result = await applyRule(
          deps,
          auth.familyId,
          request.params.id,
          request.body.transactionIds,
          auth.userId,
        );
        return ok(result, `${result.updated} transactions changed by the rule.`);
      },
    });
  };
}
