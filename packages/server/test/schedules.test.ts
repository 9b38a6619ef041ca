import { apiRoutes } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { balanceOf, call } from './ledger.js';
import { monthlyRent, scheduleTestApp } from './schedule-fixtures.js';
import { expectFamilyIsolation, type IsolationCase } from './tenancy.js';
import { testDialects } from './test-app.js';
import type { SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface EventData {
  paymentNumber: number;
  date: string;
  amount: number;
  isPaid: boolean;
  isSkipped: boolean;
  isPayable: boolean;
  dueDays: number;
  scheduleId: number;
  relatedTransactionId: number | null;
  variations: { id: number; newDate: string | null; newAmount: number | null; isSkip: boolean }[];
  minimumAllowedMoveDate: string | null;
  maximumAllowedMoveDate: string | null;
}
interface ScheduleData {
  id: number;
  summary: string;
  amount: number;
  schedule: EventData[];
}

const save = (user: SignedInUser, body: object) => call<ScheduleData>(user, requestTo(apiRoutes.schedules.save), body);

describe.each(testDialects())('schedules on %s', (dialect) => {
  const { newFamily } = scheduleTestApp(dialect);

  it('creates a monthly schedule from 31 January moved to Mondays, with its summary and payments', async () => {
    const f = await newFamily();
    const response = await f.user.inject({ ...requestTo(apiRoutes.schedules.save), payload: monthlyRent(f) });
    expect(response.json().responseState.description).toBe('Schedule, Rent, Saved Successfully.');
    const schedule = response.json().data as ScheduleData;
    expect(schedule.summary).toBe(
      "Every month on the 31st (or the month's last day), starting 31 Jan 2026, on the Monday after when it falls on a weekend",
    );
    expect(schedule.schedule.slice(0, 5).map((e) => [e.paymentNumber, e.date, e.dueDays])).toEqual([
      [1, '2026-02-02', -36],
      [2, '2026-03-02', -8],
      [3, '2026-03-31', 21],
      [4, '2026-04-30', 51],
      [5, '2026-06-01', 83],
    ]);
    expect(schedule.schedule.length).toBeGreaterThanOrEqual(14);
  });

  it.each([
    [
      'a count missing for Number of Payments',
      { recurrenceEndTypeId: 2 },
      'Number of payments: enter how many payments there are.',
    ],
    [
      'a final date before the start',
      { recurrenceEndTypeId: 3, scheduleEnd: '2026-01-01' },
      'The final payment date must not be before the starting date.',
    ],
    [
      'a third party paying in a Payment',
      { debitAccountId: 'landlord', creditAccountId: 'bank' },
      'A Payment needs a bank account as its debit account; Landlord is not one.',
    ],
    ['a zero amount', { amount: 0 }, 'The amount must be more than zero.'],
    ['an unknown recurrence', { recurrenceTypeId: 9 }, 'Recurrence must be 1 to 8.'],
    ['a missing description', { description: '' }, 'Description is required.'],
  ])('refuses %s', async (_case, change, message) => {
    const f = await newFamily();
    const resolved = Object.fromEntries(
      Object.entries(change).map(([k, v]) => [k, v === 'landlord' ? f.landlord : v === 'bank' ? f.bank : v]),
    );
    const response = await f.user.inject({ ...requestTo(apiRoutes.schedules.save), payload: monthlyRent(f, resolved) });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it('keeps the recurrence and the start of a saved schedule', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const response = await f.user.inject({
      ...requestTo(apiRoutes.schedules.save),
      payload: monthlyRent(f, { id: schedule.id, scheduleStart: '2026-02-01' }),
    });
    expect(response.json().responseState.description).toBe(
      'The recurrence and starting date of a schedule cannot change; create a new schedule instead.',
    );
    const renamed = await save(f.user, monthlyRent(f, { id: schedule.id, description: 'Flat rent', amount: 120 }));
    expect(renamed.schedule[2]?.amount).toBe(120);
  });

  it('changes one amount, then every later amount, and removes a change', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const variation = (body: object) =>
      f.user.inject({ ...requestTo(apiRoutes.schedules.saveVariation), payload: { scheduleId: schedule.id, ...body } });
    const one = await variation({ paymentNumber: 3, newAmount: 150 });
    expect(one.json().responseState.description).toBe('Payment 3 of Rent has been changed.');
    const later = (await variation({ paymentNumber: 5, newAmount: 130, continueChange: true })).json()
      .data as ScheduleData;
    expect(later.schedule.slice(1, 8).map((e) => e.amount)).toEqual([100, 150, 100, 130, 130, 130, 130]);
    const change = later.schedule[2]?.variations[0];
    expect(change).toMatchObject({ newAmount: 150, isSkip: false });
    await call(f.user, requestTo(apiRoutes.schedules.removeVariation, { id: change?.id as number }));
    expect(
      (await call<ScheduleData>(f.user, requestTo(apiRoutes.schedules.get, { id: schedule.id }))).schedule[2]?.amount,
    ).toBe(100);
  });

  it('moves a date inside its window, refuses one outside it, and moves all later ones on request', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const third = schedule.schedule[2] as EventData;
    expect([third.minimumAllowedMoveDate, third.maximumAllowedMoveDate]).toEqual(['2026-03-03', '2026-04-29']);
    const variation = (body: object) =>
      f.user.inject({
        ...requestTo(apiRoutes.schedules.saveVariation),
        payload: { scheduleId: schedule.id, paymentNumber: 3, ...body },
      });
    const outside = await variation({ newDate: '2026-05-05' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().responseState.description).toBe(
      'The new date must be between 03 Mar 2026 and 29 Apr 2026, so that it does not pass the next payment; apply it to all future payments to move them all.',
    );
    const before = await variation({ newDate: '2026-03-01', continueChange: true });
    expect(before.json().responseState.description).toBe(
      'The new date must be after 02 Mar 2026, the payment before it.',
    );
    const moved = (await variation({ newDate: '2026-03-20' })).json().data as ScheduleData;
    expect(moved.schedule.slice(1, 5).map((e) => e.date)).toEqual([
      '2026-03-02',
      '2026-03-20',
      '2026-04-30',
      '2026-06-01',
    ]);
    const all = (await variation({ newDate: '2026-04-03', continueChange: true })).json().data as ScheduleData;
    expect(all.schedule.slice(2, 5).map((e) => e.date)).toEqual(['2026-04-03', '2026-05-04', '2026-06-03']);
  });

  it('skips and un-skips a payment, including a missed one', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const skip = await f.user.inject({
      ...requestTo(apiRoutes.schedules.saveVariation),
      payload: { scheduleId: schedule.id, paymentNumber: 1, skipIt: true },
    });
    expect(skip.json().responseState.description).toBe('Payment 1 of Rent is skipped.');
    expect(skip.json().data.schedule[0]).toMatchObject({ isSkipped: true, isPayable: false });
    const upcoming = await call<EventData[]>(f.user, requestTo(apiRoutes.schedules.upcoming), { LimitResultCount: 10 });
    expect(upcoming.find((e) => e.scheduleId === schedule.id)?.paymentNumber).toBe(2);
    const unskip = await f.user.inject({
      ...requestTo(apiRoutes.schedules.saveVariation),
      payload: { scheduleId: schedule.id, paymentNumber: 1, skipIt: false },
    });
    expect(unskip.json().data.schedule[0]).toMatchObject({ isSkipped: false, isPayable: true });
  });

  it('lists every overdue payment of a schedule, not only the oldest', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const upcoming = await call<EventData[]>(f.user, requestTo(apiRoutes.schedules.upcoming), { LimitResultCount: 10 });
    // Today is 10 March: the payments of 2 February and 2 March are both overdue.
    expect(
      upcoming.filter((e) => e.scheduleId === schedule.id).map((e) => [e.paymentNumber, e.date, e.dueDays]),
    ).toEqual([
      [1, '2026-02-02', -36],
      [2, '2026-03-02', -8],
    ]);
  });

  it('pays a payment directly and through a filled-in transaction; a paid payment is never due again until its transaction goes', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const paid = await f.user.inject(requestTo(apiRoutes.schedules.pay, { id: schedule.id, paymentNumber: 1 }));
    expect(paid.json().responseState.description).toBe('Transaction Saved');
    expect(paid.json().data).toMatchObject({
      amount: 100,
      transactionDate: '2026-02-02',
      scheduleId: schedule.id,
      paymentNumber: 1,
      scheduleName: 'Rent',
      scheduleFrequency: 'Monthly',
    });
    const again = await f.user.inject(requestTo(apiRoutes.schedules.pay, { id: schedule.id, paymentNumber: 1 }));
    expect(again.json().responseState.description).toBe('This payment is paid already.');

    const draft = await call<Record<string, unknown>>(
      f.user,
      requestTo(apiRoutes.transactions.scheduledDraft, { scheduleId: schedule.id, paymentNumber: 2 }),
    );
    expect(draft).toMatchObject({
      id: 0,
      transactionDate: '2026-03-02',
      amount: 100,
      debitAccountId: f.bank,
      creditAccountId: f.landlord,
      scheduleId: schedule.id,
      paymentNumber: 2,
    });
    const saved = await call<{ id: number }>(f.user, requestTo(apiRoutes.transactions.save), {
      transactionDate: '2026-03-03',
      transactionTypeId: 1,
      debitAccountId: f.bank,
      creditAccountId: f.landlord,
      description: 'Rent',
      transactionLines: [{ amount: 101, subCategoryId: f.rent }],
      scheduleId: schedule.id,
      paymentNumber: 2,
    });
    const upcoming = await call<EventData[]>(f.user, requestTo(apiRoutes.schedules.upcoming), {});
    expect(upcoming.find((e) => e.scheduleId === schedule.id)?.paymentNumber).toBe(3);
    const events = (await call<ScheduleData>(f.user, requestTo(apiRoutes.schedules.get, { id: schedule.id }))).schedule;
    expect(events[1]).toMatchObject({ isPaid: true, relatedTransactionId: saved.id });
    expect(await balanceOf(f.user, f.bank)).toBe(799);
    const skipPaid = await f.user.inject({
      ...requestTo(apiRoutes.schedules.saveVariation),
      payload: { scheduleId: schedule.id, paymentNumber: 2, skipIt: true },
    });
    expect(skipPaid.json().responseState.description).toBe(
      'This payment is paid already: change or delete its transaction instead.',
    );
    await call(f.user, requestTo(apiRoutes.transactions.remove, { id: saved.id }));
    expect(
      (await call<EventData[]>(f.user, requestTo(apiRoutes.schedules.upcoming), {})).find(
        (e) => e.scheduleId === schedule.id,
      )?.paymentNumber,
    ).toBe(2);
  });

  it('lists the overdue payments, or else the next one, of every schedule soonest first, up to the limit', async () => {
    const f = await newFamily();
    await save(f.user, monthlyRent(f));
    await save(f.user, {
      ...monthlyRent(f),
      description: 'Salary',
      transactionTypeId: 2,
      debitAccountId: f.employer,
      creditAccountId: f.bank,
      recurrenceTypeId: 3,
      scheduleStart: '2026-03-12',
      amount: 2000,
    });
    await save(f.user, { ...monthlyRent(f), description: 'Gym', recurrenceTypeId: 1, scheduleStart: '2026-03-10' });
    const upcoming = await call<(EventData & { schedule: string })[]>(f.user, requestTo(apiRoutes.schedules.upcoming), {
      LimitResultCount: 1000,
    });
    expect(upcoming.map((e) => [e.schedule, e.dueDays])).toEqual([
      ['Rent', -36],
      ['Rent', -8],
      ['Gym', 0],
      ['Salary', 2],
    ]);
    expect(
      await call<EventData[]>(f.user, requestTo(apiRoutes.schedules.upcoming), { LimitResultCount: 2 }),
    ).toHaveLength(2);
  });

  it('lays out a month as Monday-first weeks with payments only on the month’s days', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, {
      ...monthlyRent(f),
      recurrenceTypeId: 2,
      scheduleStart: '2026-02-27',
      weekdayOnlyTypeId: 1,
    });
    await call(f.user, requestTo(apiRoutes.schedules.saveVariation), {
      scheduleId: schedule.id,
      paymentNumber: 3,
      skipIt: true,
    });
    const calendar = await call<{
      weeks: {
        days: {
          date: string;
          dayNumberOfWeek: number;
          isInSelectedMonth: boolean;
          isToday: boolean;
          events: EventData[];
        }[];
      }[];
    }>(f.user, requestTo(apiRoutes.schedules.calendar, { year: 2026, month: 3 }));
    const days = calendar.weeks.flatMap((week) => week.days);
    expect(days[0]).toMatchObject({ date: '2026-02-23', dayNumberOfWeek: 1, isInSelectedMonth: false, events: [] });
    expect(days.at(-1)).toMatchObject({ date: '2026-04-05', dayNumberOfWeek: 7 });
    expect(days.find((d) => d.isToday)?.date).toBe('2026-03-10');
    const withEvents = days.filter((d) => d.events.length).map((d) => [d.date, d.events[0]?.isSkipped]);
    expect(withEvents).toEqual([
      ['2026-03-06', false],
      ['2026-03-13', true],
      ['2026-03-20', false],
      ['2026-03-27', false],
    ]);
    const bad = await f.user.inject(requestTo(apiRoutes.schedules.calendar, { year: 2026, month: 13 }));
    expect(bad.json().responseState.description).toBe('The month in the address must be 1 to 12.');
  });

  it('deletes a schedule: it leaves the lists, its paying transactions stay', async () => {
    const f = await newFamily();
    const schedule = await save(f.user, monthlyRent(f));
    const paid = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.pay, { id: schedule.id, paymentNumber: 1 }),
    );
    const response = await f.user.inject(requestTo(apiRoutes.schedules.remove, { id: schedule.id }));
    expect(response.json().responseState.description).toBe('Schedule Deleted Successfully.');
    expect((await f.user.inject(requestTo(apiRoutes.schedules.get, { id: schedule.id }))).statusCode).toBe(404);
    expect(await call(f.user, requestTo(apiRoutes.schedules.upcoming), {})).toEqual([]);
    expect((await call<{ id: number }>(f.user, requestTo(apiRoutes.transactions.get, { id: paid.id }))).id).toBe(
      paid.id,
    );
  });

  it("treats another family's schedules, payments and changes like missing ones", async () => {
    const owner = await newFamily();
    const stranger = await newFamily();
    const schedule = await save(owner.user, monthlyRent(owner));
    const changed = (
      await call<ScheduleData>(owner.user, requestTo(apiRoutes.schedules.saveVariation), {
        scheduleId: schedule.id,
        paymentNumber: 3,
        newAmount: 5,
      })
    ).schedule[2]?.variations[0]?.id as number;
    const isolation = (request: IsolationCase['request'], foreignId = schedule.id) =>
      expectFamilyIsolation({ stranger: stranger.user, foreignId, missingId: 99999999, request });
    await isolation((id) => requestTo(apiRoutes.schedules.get, { id }));
    await isolation((id) => requestTo(apiRoutes.schedules.pay, { id, paymentNumber: 1 }));
    await isolation((id) => requestTo(apiRoutes.transactions.scheduledDraft, { scheduleId: id, paymentNumber: 1 }));
    await isolation((id) => ({
      ...requestTo(apiRoutes.schedules.saveVariation),
      payload: { scheduleId: Number(id), paymentNumber: 1, skipIt: true },
    }));
    await isolation((id) => ({
      ...requestTo(apiRoutes.schedules.save),
      payload: monthlyRent(stranger, { id: Number(id) }),
    }));
    await isolation((id) => requestTo(apiRoutes.schedules.removeVariation, { id }), changed);
    await isolation((id) => requestTo(apiRoutes.schedules.remove, { id }));
    const kept = await call<ScheduleData>(owner.user, requestTo(apiRoutes.schedules.get, { id: schedule.id }));
    expect(kept.schedule[0]).toMatchObject({ isPaid: false, isSkipped: false });
    expect(kept.schedule[2]?.amount).toBe(5);
  });
});
