import { z } from 'zod';

// What a request carries in its address: the path's parameters and the query strings (apiSchemas names
// them for each route). Numbers arrive as text and are coerced; anything else is a 400 that says so.

const wholeNumber = () => z.coerce.number({ error: 'must be a number' }).int();
const recordNumber = () => wholeNumber().positive();

/** A numeric id in the path. */
export const idParams = z.object({ id: recordNumber() });

/** The id a mailed link carries: an e-mail validation or an invitation. */
export const linkIdParams = z.object({ id: z.string().min(1).max(100) });

export const sessionIdParams = z.object({ id: z.string().min(1).max(64) });

export const memberParams = z.object({ userId: recordNumber() });

export const transactionIdParams = z.object({ transactionId: recordNumber() });

export const mergeSubcategoryParams = z.object({ id: recordNumber(), targetId: recordNumber() });

export const budgetPeriodParams = idParams.extend({ periodNumber: recordNumber().max(100000) });

export const calendarMonthParams = z.object({ year: wholeNumber(), month: wholeNumber() });

/** A payment of a schedule: the schedule's id, then the payment's number. */
export const schedulePaymentParams = z.object({ id: recordNumber(), paymentNumber: recordNumber() });

export const scheduledPaymentParams = z.object({ scheduleId: recordNumber(), paymentNumber: recordNumber() });

export const scenarioScheduleParams = z.object({ scenarioId: recordNumber(), scheduleId: recordNumber() });

export const purchaseParams = idParams.extend({ purchaseId: recordNumber() });

export const importIdParams = z.object({ importId: z.uuid({ error: 'must be the id of an import' }) });

/** `/api/tags/{id}` names a tag, or (`true`, `false`) lists the tags with or without deactivated ones. */
export const tagIdParams = z.object({
  id: z.union([z.enum(['true', 'false']), idParams.shape.id], { error: 'must be a tag id, true or false' }),
});

export const tagListQuerySchema = z.object({ includeDeactivated: z.enum(['true', 'false']).optional() });
