import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';
import { moneySchema } from './money-schema.js';
import { idParams, scenarioScheduleParams } from './request-params.js';
import { tagSchema } from './tags.js';
import { transactionTypeIdSchema } from './transactions.js';

export const RecurrenceTypeName: Record<number, string> = {
  1: 'Once',
  2: 'Weekly',
  3: 'Fortnightly',
  4: 'Monthly',
  5: 'Every 2 months',
  6: 'Quarterly',
  7: 'Half Yearly',
  8: 'Annually',
};
export const EndTypeName: Record<number, string> = { 1: 'Never', 2: 'Number of Payments', 3: 'Date' };
export const WeekdayAdjustmentName: Record<number, string> = { 1: 'No', 2: 'Preceding Friday', 3: 'Following Monday' };

export const scheduleVariationSchema = z.object({
  id: z.number(),
  paymentNumber: z.number(),
  newDate: z.string().nullable(),
  newAmount: z.number().nullable(),
  isSkip: z.boolean(),
  /** A date or amount change that applies to this payment and every later one. */
  continueChange: z.boolean(),
  description: z.string(),
});
export type ScheduleVariation = z.infer<typeof scheduleVariationSchema>;

/** One payment of a schedule, as computed from its rule, its variations and the transactions that paid it. */
export const scheduleEventSchema = z.object({
  id: z.string(),
  scheduleId: z.number(),
  paymentNumber: z.number(),
  /** The date after weekday adjustment and variations. */
  date: z.string(),
  /** The date the rule alone gives (after weekday adjustment). */
  scheduledDate: z.string(),
  amount: z.number(),
  isPayable: z.boolean(),
  isSkipped: z.boolean(),
  isPaid: z.boolean(),
  paidDate: z.string().nullable(),
  dueDays: z.number(),
  displayText: z.string(),
  schedule: z.string(),
  transactionType: z.string(),
  transactionTypeId: z.number(),
  subCategory: z.string().nullable(),
  debitAccount: z.string(),
  creditAccount: z.string(),
  debitAccountId: z.number(),
  creditAccountId: z.number(),
  variations: z.array(scheduleVariationSchema),
  relatedTransactionId: z.number().nullable(),
  relatedTransaction: z.object({ transactionDate: z.string(), amount: z.number() }).nullable(),
  minimumAllowedMoveDate: z.string().nullable(),
  maximumAllowedMoveDate: z.string().nullable(),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

export const scheduleSchema = z.object({
  id: z.number(),
  recurrenceTypeId: z.number(),
  recurrenceType: z.string(),
  scheduleStart: z.string(),
  recurrenceEndTypeId: z.number(),
  scheduleEnd: z.string().nullable(),
  numberOfTransactions: z.number().nullable(),
  description: z.string(),
  transactionTypeId: z.number(),
  transactionType: z.string(),
  subcategoryId: z.number().nullable(),
  subcategory: z.string().nullable(),
  budgetId: z.number().nullable(),
  creditAccountId: z.number(),
  debitAccountId: z.number(),
  creditAccount: z.string(),
  debitAccount: z.string(),
  amount: z.number(),
  /** Day of the month of the start (1-31). */
  dayNumber: z.number(),
  /** Month of the start (1-12). */
  monthNumber: z.number(),
  weekdayOnlyTypeId: z.number(),
  /** Records its transaction by itself on the due date. */
  autoPay: z.boolean(),
  /** The pattern in words: 'Monthly on the 31st (or the month's last day), moved to the following Monday on weekends'. */
  summary: z.string(),
  tags: z.array(tagSchema.pick({ id: true, name: true })),
  /**
   * Every payment from the first up to about a year ahead (the first 12 ahead at least, while there are
   * any); only the latest 1,000 of them when there are more.
   */
  schedule: z.array(scheduleEventSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const id = z.number().int().positive();

export const saveScheduleRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  recurrenceTypeId: z.number().int().min(1, 'must be 1 to 8').max(8, 'must be 1 to 8'),
  scheduleStart: isoDateSchema,
  recurrenceEndTypeId: z.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3').nullable().optional(),
  scheduleEnd: isoDateSchema.nullable().optional(),
  numberOfTransactions: z.number().int().min(1, 'must be at least 1').max(10000).nullable().optional(),
  description: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  transactionTypeId: transactionTypeIdSchema,
  subcategoryId: id.nullable().optional(),
  budgetId: id.nullable().optional(),
  creditAccountId: id,
  debitAccountId: id,
  amount: moneySchema,
  weekdayOnlyTypeId: z.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3').nullable().optional(),
  autoPay: z.boolean().optional(),
  /** Tag ids. */
  tags: z.array(id).max(50).nullable().optional(),
});
export type SaveScheduleRequest = z.infer<typeof saveScheduleRequestSchema>;

export const scheduleVariationRequestSchema = z.object({
  scheduleId: id,
  paymentNumber: id,
  /** true skips the payment, false un-skips it. */
  skipIt: z.boolean().nullable().optional(),
  newDate: isoDateSchema.nullable().optional(),
  newAmount: moneySchema.nullable().optional(),
  description: z.string().max(200).nullable().optional(),
  /** Applies the new date or amount to this payment and all later ones. */
  continueChange: z.boolean().nullable().optional(),
});
export type ScheduleVariationRequest = z.infer<typeof scheduleVariationRequestSchema>;

export const upcomingRequestSchema = z.object({
  LimitResultCount: z.number().int().min(1).max(5000).nullable().optional(),
  limitResultCount: z.number().int().min(1).max(5000).nullable().optional(),
});

export const calendarDaySchema = z.object({
  date: z.string(),
  dayNumber: z.number(),
  /** 1 Monday … 7 Sunday. */
  dayNumberOfWeek: z.number(),
  isInSelectedMonth: z.boolean(),
  isToday: z.boolean(),
  events: z.array(scheduleEventSchema),
});
export const calendarSchema = z.object({
  year: z.number(),
  month: z.number(),
  weeks: z.array(z.object({ days: z.array(calendarDaySchema) })),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const scenarioScheduleSchema = z.object({
  scenarioId: z.number(),
  scheduleId: z.number(),
  schedule: z.object({
    id: z.number(),
    description: z.string(),
    recurrenceType: z.string(),
    scheduleStart: z.string(),
    amount: z.number(),
    debitAccount: z.string(),
    creditAccount: z.string(),
  }),
  /**
   * The amount every payment of the schedule comes to in the scenario (0 included); the schedule's own
   * amount when keepsScheduleAmount.
   */
  amount: z.number(),
  overrideAmount: z.number(),
  /** The scenario keeps the schedule's own amounts (and their changes); it only stops the schedule. */
  keepsScheduleAmount: z.boolean(),
  /** In the scenario the schedule pays nothing dated on or after this day; null while it goes on. */
  stopDate: z.string().nullable(),
});
export type ScenarioSchedule = z.infer<typeof scenarioScheduleSchema>;

/**
 * A schedule that exists only in a scenario (a new loan, a new salary): counted in the scenario's forecast
 * from today on, never in the real forecast, the calendar, the upcoming payments or auto-pay.
 */
export const hypotheticalScheduleSchema = z.object({
  id: z.number(),
  scenarioId: z.number(),
  recurrenceTypeId: z.number(),
  recurrenceType: z.string(),
  scheduleStart: z.string(),
  recurrenceEndTypeId: z.number(),
  scheduleEnd: z.string().nullable(),
  numberOfTransactions: z.number().nullable(),
  description: z.string(),
  transactionTypeId: z.number(),
  transactionType: z.string(),
  subcategoryId: z.number().nullable(),
  subcategory: z.string().nullable(),
  debitAccountId: z.number(),
  creditAccountId: z.number(),
  debitAccount: z.string(),
  creditAccount: z.string(),
  amount: z.number(),
  weekdayOnlyTypeId: z.number(),
  /** The pattern in words, as a schedule's. */
  summary: z.string(),
});
export type HypotheticalSchedule = z.infer<typeof hypotheticalScheduleSchema>;

export const scenarioSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  scenarioSchedules: z.array(scenarioScheduleSchema),
  hypotheticalSchedules: z.array(hypotheticalScheduleSchema),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const saveScenarioRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  description: z.string().max(500).nullable().optional(),
});
/**
 * What a scenario does to a schedule: the amount every payment comes to (0 included), or null to keep the
 * schedule's own amounts; and the day from which it pays nothing. At least one of the two is given.
 */
export const scenarioAmountRequestSchema = z.object({
  amount: moneySchema.nullable().optional(),
  stopDate: isoDateSchema.nullable().optional(),
});
export type ScenarioAmountRequest = z.infer<typeof scenarioAmountRequestSchema>;

export const SCENARIO_NOTHING_CHANGED = 'Give the scenario a new amount or a stop date.';
export const SCENARIO_NEGATIVE_AMOUNT = 'The new amount must not be below zero.';

/**
 * Why a scenario cannot alter a schedule so, or null: it needs a new amount (0 included, never below
 * zero) or a stop date, or both. The real schedule keeps its own rule that an amount is above zero.
 */
export function scenarioAlterationProblem(input: ScenarioAmountRequest): string | null {
  const hasAmount = input.amount !== null && input.amount !== undefined;
  if (!hasAmount && !input.stopDate) return SCENARIO_NOTHING_CHANGED;
  if (hasAmount && (input.amount as number) < 0) return SCENARIO_NEGATIVE_AMOUNT;
  return null;
}

/** A schedule that exists only in the scenario: created without id, changed with it. */
export const saveHypotheticalScheduleRequestSchema = saveScheduleRequestSchema.omit({
  budgetId: true,
  autoPay: true,
  tags: true,
});
export type SaveHypotheticalScheduleRequest = z.infer<typeof saveHypotheticalScheduleRequestSchema>;

export const scenarioParams = scenarioScheduleParams.pick({ scenarioId: true });
export const hypotheticalScheduleParams = scenarioParams.extend({ id: idParams.shape.id });

export const balanceForecastRequestSchema = z.object({
  accountId: id.nullable().optional(),
  /** Days ahead of today. */
  historicDaysFromNow: z.number().int().min(1).max(3660).nullable().optional(),
  scenarioId: id.nullable().optional(),
});
export const balanceHistoryRequestSchema = z.object({
  accountId: id.nullable().optional(),
  historicDays: z.number().int().min(1).max(3660).nullable().optional(),
});
export const balancePointSchema = z.object({ date: z.string(), balance: z.number() });
export const balanceReportSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  chartData: z.array(balancePointSchema),
  scenarioData: z.array(balancePointSchema),
});
export type BalanceReport = z.infer<typeof balanceReportSchema>;

/** A schedule as pickers list it (GET /api/schedules). */
export const scheduleSummarySchema = z.object({
  id: z.number(),
  description: z.string(),
  recurrenceType: z.string(),
  transactionType: z.string(),
  scheduleStart: z.string(),
  amount: z.number(),
  debitAccount: z.string(),
  creditAccount: z.string(),
});
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;
