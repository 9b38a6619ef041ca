import {
  calendarSchema,
  envelopeOf,
  ok,
  saveScheduleRequestSchema,
  scheduleEventSchema,
  scheduleSchema,
  scheduleSummarySchema,
  scheduleVariationRequestSchema,
  transactionSchema,
  upcomingRequestSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import { listSchedules } from './list.js';
import { payScheduledPayment, scheduledTransactionDraft } from './pay.js';
import { deleteSchedule, getSchedule, saveSchedule } from './service.js';
import { paymentCalendar, upcomingPayments } from './upcoming.js';
import { applyVariation, removeVariation } from './variations.js';
import { routeOf } from '../../platform/api-route.js';

const whole = z.coerce.number({ error: 'must be a number' }).int();
const positive = whole.positive();
export const DEFAULT_UPCOMING_LIMIT = 1000;

export function scheduleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.schedules.list),
      schema: {
        tags: ['schedules'],
        summary: "The family's schedules",
        response: { 200: envelopeOf(z.array(scheduleSummarySchema)) },
      },
      handler: async (request) => ok(await listSchedules(deps, authOf(request).familyId)),
    });

    app.route({
      ...routeOf(apiRoutes.schedules.get),
      schema: {
        tags: ['schedules'],
        summary: 'A schedule with its payments',
        params: idParams,
        response: { 200: envelopeOf(scheduleSchema) },
      },
      handler: async (request) => ok(await getSchedule(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.schedules.save),
      schema: {
        tags: ['schedules'],
        summary: 'Create (no id) or update a schedule',
        body: saveScheduleRequestSchema,
        response: { 200: envelopeOf(scheduleSchema) },
      },
      handler: async (request) => {
        const schedule = await saveSchedule(deps, authOf(request), request.body);
        return ok(schedule, `Schedule, ${schedule.description}, Saved Successfully.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.schedules.remove),
      schema: {
        tags: ['schedules'],
        summary: 'Delete a schedule',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await deleteSchedule(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'Schedule Deleted Successfully.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.schedules.upcoming),
      schema: {
        tags: ['schedules'],
        summary: 'The next payment due of every schedule, overdue ones first',
        body: upcomingRequestSchema.optional(),
        response: { 200: envelopeOf(z.array(scheduleEventSchema)) },
      },
      handler: async (request) => {
        const limit = request.body?.LimitResultCount ?? request.body?.limitResultCount ?? DEFAULT_UPCOMING_LIMIT;
        return ok(await upcomingPayments(deps, authOf(request), limit));
      },
    });

    app.route({
      ...routeOf(apiRoutes.schedules.calendar),
      schema: {
        tags: ['schedules'],
        summary: 'A month of payments as Monday-first weeks',
        params: z.object({ year: whole, month: whole }),
        response: { 200: envelopeOf(calendarSchema) },
      },
      handler: async (request) =>
        ok(await paymentCalendar(deps, authOf(request), request.params.year, request.params.month)),
    });

    app.route({
      ...routeOf(apiRoutes.schedules.saveVariation),
      schema: {
        tags: ['schedules'],
        summary: "Skip, un-skip, move or change the amount of one payment (continueChange: and every later one's)",
        body: scheduleVariationRequestSchema,
        response: { 200: envelopeOf(scheduleSchema) },
      },
      handler: async (request) => {
        const auth = authOf(request);
        const message = await applyVariation(deps, auth, request.body);
        return ok(await getSchedule(deps, auth, request.body.scheduleId), message);
      },
    });

    app.route({
      ...routeOf(apiRoutes.schedules.removeVariation),
      schema: {
        tags: ['schedules'],
        summary: 'Remove a change of one payment',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await removeVariation(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'The change has been removed.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.schedules.pay),
      schema: {
        tags: ['schedules'],
        summary: 'Pay a scheduled payment now',
        params: z.object({ id: positive, paymentNumber: positive }),
        response: { 200: envelopeOf(transactionSchema) },
      },
      handler: async (request) =>
        ok(
          await payScheduledPayment(deps, authOf(request), request.params.id, request.params.paymentNumber),
          'Transaction Saved',
        ),
    });

    app.route({
      ...routeOf(apiRoutes.transactions.scheduledDraft),
      schema: {
        tags: ['schedules'],
        summary: 'A new transaction filled in from a scheduled payment (saving it pays the payment)',
        params: z.object({ scheduleId: positive, paymentNumber: positive }),
        response: { 200: envelopeOf(transactionSchema) },
      },
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
