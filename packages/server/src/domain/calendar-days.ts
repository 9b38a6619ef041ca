/** The calendar arithmetic lives in the contract, where the web's schedule preview uses the same functions. */
export {
  addDays,
  addMonthsKeepingDay,
  addMonthsKeepingDayNumber,
  daysBetween,
  fromDayNumber,
  isLeapYear,
  isoWeekday,
  LAST_DAY,
  monthLength,
  toDayNumber,
  weekdayOfDay,
} from '@hearth/contract';
