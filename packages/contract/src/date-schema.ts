import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from './dates.js';

/** A calendar day as the API carries it: YYYY-MM-DD, a real day, within FIRST_DATE..LAST_DATE. */
export const isoDateSchema = z.string().superRefine((value, context) => {
  if (!isIsoDate(value)) context.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
  else if (!isDateInRange(value)) context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
});
