import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { listSchedules } from './list.js';
import { payScheduledPayment, scheduledTransactionDraft } from './pay.js';
import { deleteSchedule, getSchedule, saveSchedule } from './service.js';
import { paymentCalendar, upcomingPayments } from './upcoming.js';
import { applyVariation, removeVariation } from './variations.js';
import { endpointRoute } from '../../platform/api-route.js';

export const DEFAULT_UPCOMING_LIMIT = 1000;

export function scheduleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.schedules.list, { tags: ['schedules'], summary: "The family's schedules" }),
      handler: async (request) => ok(await listSchedules(deps, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.get, { tags: ['schedules'], summary: 'A schedule with its payments' }),
      handler: async (request) => ok(await getSchedule(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.save, {
        tags: ['schedules'],
        summary: 'Create (no id) or update a schedule',
      }),
      handler: async (request) => {
        const schedule = await saveSchedule(deps, authOf(request), request.body);
        return ok(schedule, `Schedule, ${schedule.description}, Saved Successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.remove, { tags: ['schedules'], summary: 'Delete a schedule' }),
      handler: async (request) => {
        await deleteSchedule(deps, authOf(request).familyId, request.params.id, authOf(request).userId);
        return ok(null, 'Schedule Deleted Successfully.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.upcoming, {
        tags: ['schedules'],
        summary: 'The next payment due of every schedule, overdue ones first',
      }),
      handler: async (request) => {
        const limit = request.body?.LimitResultCount ?? request.body?.limitResultCount ?? DEFAULT_UPCOMING_LIMIT;
        return ok(await upcomingPayments(deps, authOf(request), limit));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.calendar, {
        tags: ['schedules'],
        summary: 'A month of payments as Monday-first weeks',
      }),
      handler: async (request) =>
        ok(await paymentCalendar(deps, authOf(request), request.params.year, request.params.month)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.saveVariation, {
        tags: ['schedules'],
        summary: "Skip, un-skip, move or change the amount of one payment (continueChange: and every later one's)",
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const message = await applyVariation(deps, auth, request.body);
        return ok(await getSchedule(deps, auth, request.body.scheduleId), message);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.removeVariation, {
        tags: ['schedules'],
        summary: 'Remove a change of one payment',
      }),
      handler: async (request) => {
        await removeVariation(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'The change has been removed.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.schedules.pay, { tags: ['schedules'], summary: 'Pay a scheduled payment now' }),
      handler: async (request) =>
        ok(
          await payScheduledPayment(deps, authOf(request), request.params.id, request.params.paymentNumber),
          'Transaction Saved',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.scheduledDraft, {
        tags: ['schedules'],
        summary: 'A new transaction filled in from a scheduled payment (saving it pays the payment)',
      }),
      handler: async (request) =>
        ok(
          await scheduledTransactionDraft(
            deps,
            authOf(request),
            request.params.scheduleId,
            request.params.paymentNumber,
          ),
        ),
    });
  };
}
