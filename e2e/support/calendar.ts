import type { LedgerSession } from './ledger';

/**
 * Schedules and their payments set up through the API for the calendar, scenario and dashboard specs,
 * with the dates those specs expect worked out here rather than taken from the server.
 */
export interface PlannedSchedule {
  description: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  scheduleStart: string;
  /** 1 Once, 2 Weekly, 4 Monthly (the default) … */
  recurrenceTypeId?: number;
  /** 1 Payment (the default), 2 Deposit, 3 Transfer. */
  transactionTypeId?: 1 | 2 | 3;
}

export async function planSchedule(ledger: LedgerSession, input: PlannedSchedule): Promise<number> {
  const saved = await ledger.call('POST', '/api/schedule', {
    recurrenceTypeId: 4,
    recurrenceEndTypeId: 1,
    weekdayOnlyTypeId: 1,
    transactionTypeId: 1,
    tags: [],
    ...input,
  });
  return saved.id;
}

/** Pays a payment at once, as the schedules list's Pay does without changes. */
export async function payPayment(ledger: LedgerSession, scheduleId: number, paymentNumber: number): Promise<void> {
  await ledger.call('POST', `/api/schedule/${scheduleId}/pay/${paymentNumber}`);
}

export async function skipPayment(ledger: LedgerSession, scheduleId: number, paymentNumber: number): Promise<void> {
  await ledger.call('POST', '/api/schedule/variation', { scheduleId, paymentNumber, skipIt: true });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Day `day` of the month `monthOffset` months from the month of `isoDate` (YYYY-MM-DD). */
export function dayOfMonth(isoDate: string, monthOffset: number, day: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 + monthOffset;
  const first = new Date(Date.UTC(year, month, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(day)}`;
}

/** The address form of the month of a day: 2026-11. */
export function monthParamOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export interface BalancePoint {
  date: string;
  balance: number;
}

export interface BalanceReport {
  accountId: number;
  accountName: string;
  chartData: BalancePoint[];
  scenarioData: BalancePoint[];
}

export async function balanceForecast(ledger: LedgerSession, accountId: number, days: number, scenarioId?: number): Promise<BalanceReport> {
  return ledger.call<BalanceReport>('POST', '/api/report/balanceforecast', { accountId, historicDaysFromNow: days, scenarioId: scenarioId ?? null });
}
