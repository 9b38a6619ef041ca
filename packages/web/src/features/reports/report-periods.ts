/** The report periods of spec section 9: 1=30, 2=60, 3=90, 4=180, 5=365, 6=730, 7=1095 days. */
export const REPORT_PERIODS = [
  { id: 1, days: 30, label: '30 days' },
  { id: 2, days: 60, label: '60 days' },
  { id: 3, days: 90, label: '90 days' },
  { id: 4, days: 180, label: '180 days' },
  { id: 5, days: 365, label: '1 year' },
  { id: 6, days: 730, label: '2 years' },
  { id: 7, days: 1095, label: '3 years' },
] as const;

export type ReportPeriodId = (typeof REPORT_PERIODS)[number]['id'];

/** 730 days: the spec's default for the balance trend and the category amount report. */
export const DEFAULT_PERIOD_ID: ReportPeriodId = 6;

export const PERIOD_OPTIONS = REPORT_PERIODS.map((period) => ({ value: String(period.id), label: period.label }));

export function periodDays(id: ReportPeriodId): number {
  return REPORT_PERIODS.find((period) => period.id === id)?.days ?? 730;
}

export function periodLabel(id: ReportPeriodId): string {
  return REPORT_PERIODS.find((period) => period.id === id)?.label ?? '';
}

/** A period id from text (an address or a select), or null when it names none. */
export function asPeriodId(text: string | null | undefined): ReportPeriodId | null {
  if (!text || !/^\d$/.test(text)) return null;
  return REPORT_PERIODS.find((period) => String(period.id) === text)?.id ?? null;
}
