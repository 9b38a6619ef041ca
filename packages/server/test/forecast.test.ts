import { apiRoutes } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { balanceOf, call, record } from './ledger.js';
import { monthlyRent, scheduleTestApp } from './schedule-fixtures.js';
import { expectFamilyIsolation, type IsolationCase } from './tenancy.js';
import { testDialects } from './test-app.js';
import { login } from './users.js';
import { requestTo } from './api-request.js';

interface Report {
  accountName: string;
  chartData: { date: string; balance: number }[];
  scenarioData: { date: string; balance: number }[];
}
interface ScenarioData {
  id: number;
  name: string;
  scenarioSchedules: { scheduleId: number; amount: number; schedule: { description: string; amount: number } }[];
}

describe.each(testDialects())('scenarios, forecasts and auto-pay on %s', (dialect) => {
  const { app, newFamily } = scheduleTestApp(dialect);

  it('forecasts daily balances from today with due payments, and a scenario that doubles one', async () => {
    const f = await newFamily();
    await record(f.user, {
      debitAccountId: f.bank,
      creditAccountId: f.landlord,
      lines: [{ amount: 50 }],
      date: '2026-03-12',
    });
    const rent = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.save),
      monthlyRent(f, { recurrenceTypeId: 2, scheduleStart: '2026-03-06', weekdayOnlyTypeId: 1 }),
    );
    await call(f.user, requestTo(apiRoutes.schedules.pay, { id: rent.id, paymentNumber: 1 }));
    const scenario = await f.user.inject({
      ...requestTo(apiRoutes.scenarios.save),
      payload: { name: 'Dearer rent', description: 'What if it doubled' },
    });
    expect(scenario.json().responseState.description).toBe('Dearer rent, Saved Successfully.');
    const scenarioId = scenario.json().data.id as number;
    const altered = await call<ScenarioData>(
      f.user,
      requestTo(apiRoutes.scenarios.addSchedule, { scenarioId, scheduleId: rent.id }),
      {
        amount: 200,
      },
    );
    expect(altered.scenarioSchedules).toEqual([
      expect.objectContaining({
        scheduleId: rent.id,
        amount: 200,
        schedule: expect.objectContaining({ description: 'Rent', amount: 100 }),
      }),
    ]);

    const report = await call<Report>(f.user, requestTo(apiRoutes.reports.balanceForecast), {
      accountId: f.bank,
      historicDaysFromNow: 7,
      scenarioId,
    });
    // Today 10 Mar: 1000 - paid 6 Mar (100) = 900; 12 Mar: -50 dated ahead; 13 Mar: the weekly payment.
    expect(report.chartData.map((p) => [p.date.slice(5), p.balance])).toEqual([
      ['03-10', 900],
      ['03-11', 900],
      ['03-12', 850],
      ['03-13', 750],
      ['03-14', 750],
      ['03-15', 750],
      ['03-16', 750],
      ['03-17', 750],
    ]);
    expect(report.scenarioData.at(-1)?.balance).toBe(650);
    expect(
      (
        await call<Report>(f.user, requestTo(apiRoutes.reports.balanceForecast), {
          accountId: f.bank,
          historicDaysFromNow: 7,
        })
      ).scenarioData,
    ).toEqual([]);

    const history = await call<Report>(f.user, requestTo(apiRoutes.reports.balanceHistory), {
      accountId: f.bank,
      historicDays: 5,
    });
    expect(history.chartData.map((p) => [p.date.slice(5), p.balance])).toEqual([
      ['03-05', 1000],
      ['03-06', 900],
      ['03-07', 900],
      ['03-08', 900],
      ['03-09', 900],
      ['03-10', 900],
    ]);
  });

  it('counts overdue payments today and leaves skipped ones out', async () => {
    const f = await newFamily();
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    await call(f.user, requestTo(apiRoutes.schedules.saveVariation), {
      scheduleId: rent.id,
      paymentNumber: 1,
      skipIt: true,
    });
    const report = await call<Report>(f.user, requestTo(apiRoutes.reports.balanceForecast), {
      accountId: f.bank,
      historicDaysFromNow: 30,
    });
    expect(report.chartData[0]).toEqual({ date: '2026-03-10', balance: 900 });
    expect(report.chartData.at(-1)?.balance).toBe(800);
  });

  it('uses the default account when none is named, and says so when there is none', async () => {
    const f = await newFamily();
    const none = await f.user.inject({ ...requestTo(apiRoutes.reports.balanceForecast), payload: {} });
    expect(none.json().responseState.description).toBe('Choose an account, or a default account on the User page.');
    await call(f.user, requestTo(apiRoutes.user.save), {
      firstname: 'Alice',
      surname: 'Smith',
      email: f.user.email,
      timezoneId: 'Australia/Sydney',
      defaultAccountId: f.bank,
    });
    expect((await call<Report>(f.user, requestTo(apiRoutes.reports.balanceForecast), {})).accountName).toBe('Everyday');
  });

  it('edits, lists and deletes scenarios', async () => {
    const f = await newFamily();
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    const scenario = await call<ScenarioData>(f.user, requestTo(apiRoutes.scenarios.save), { name: 'Plan B' });
    await call(f.user, requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: scenario.id, scheduleId: rent.id }), {
      amount: 300,
    });
    await call(f.user, requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: scenario.id, scheduleId: rent.id }), {
      amount: 250,
    });
    expect(
      (await call<ScenarioData[]>(f.user, requestTo(apiRoutes.scenarios.list))).map((s) => [
        s.name,
        s.scenarioSchedules.map((x) => x.amount),
      ]),
    ).toEqual([['Plan B', [250]]]);
    const removed = await call<ScenarioData>(
      f.user,
      requestTo(apiRoutes.scenarios.removeSchedule, { scenarioId: scenario.id, scheduleId: rent.id }),
    );
    expect(removed.scenarioSchedules).toEqual([]);
    expect(
      (
        await f.user.inject(
          requestTo(apiRoutes.scenarios.removeSchedule, { scenarioId: scenario.id, scheduleId: rent.id }),
        )
      ).statusCode,
    ).toBe(404);
    await call(f.user, requestTo(apiRoutes.scenarios.remove, { id: scenario.id }));
    expect(await call(f.user, requestTo(apiRoutes.scenarios.list))).toEqual([]);
  });

  it("treats another family's scenarios, schedules and accounts like missing ones", async () => {
    const owner = await newFamily();
    const stranger = await newFamily();
    const rent = await call<{ id: number }>(owner.user, requestTo(apiRoutes.schedules.save), monthlyRent(owner));
    const scenario = await call<ScenarioData>(owner.user, requestTo(apiRoutes.scenarios.save), { name: 'Private' });
    const mine = await call<ScenarioData>(stranger.user, requestTo(apiRoutes.scenarios.save), { name: 'Mine' });
    const isolate = (foreignId: number, request: IsolationCase['request']) =>
      expectFamilyIsolation({ stranger: stranger.user, foreignId, missingId: 99999999, request });
    await isolate(scenario.id, (id) => requestTo(apiRoutes.scenarios.get, { id }));
    await isolate(scenario.id, (id) => requestTo(apiRoutes.scenarios.remove, { id }));
    await isolate(scenario.id, (id) => ({
      ...requestTo(apiRoutes.scenarios.save),
      payload: { id: Number(id), name: 'Taken' },
    }));
    await isolate(rent.id, (id) => ({
      ...requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: mine.id, scheduleId: id }),
      payload: { amount: 1 },
    }));
    await isolate(owner.bank, (id) => ({
      ...requestTo(apiRoutes.reports.balanceForecast),
      payload: { accountId: Number(id) },
    }));
    await isolate(owner.bank, (id) => ({
      ...requestTo(apiRoutes.reports.balanceHistory),
      payload: { accountId: Number(id) },
    }));
    await isolate(scenario.id, (id) => ({
      ...requestTo(apiRoutes.reports.balanceForecast),
      payload: { accountId: stranger.bank, scenarioId: Number(id) },
    }));
    expect((await call<ScenarioData>(owner.user, requestTo(apiRoutes.scenarios.get, { id: scenario.id }))).name).toBe(
      'Private',
    );
  });

  it('auto-pays due payments from the day it is switched on, exactly once even when runs overlap', async () => {
    const f = await newFamily();
    const rent = await call<{ id: number; schedule: { isPaid: boolean }[] }>(
      f.user,
      requestTo(apiRoutes.schedules.save),
      monthlyRent(f, { recurrenceTypeId: 2, scheduleStart: '2026-03-03', weekdayOnlyTypeId: 1, autoPay: true }),
    );
    // Switched on on Tuesday 10 March: the payment of 3 March is left to the family, today's is recorded.
    expect(await runAutoPay(app().deps)).toBe(1);
    app().clock.now = new Date('2026-03-25T01:00:00Z');
    f.user.token = await login(app(), f.user.email, f.user.password);
    await call(f.user, requestTo(apiRoutes.schedules.saveVariation), {
      scheduleId: rent.id,
      paymentNumber: 3,
      skipIt: true,
    });
    const runs = await Promise.all([runAutoPay(app().deps), runAutoPay(app().deps), runAutoPay(app().deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runAutoPay(app().deps)).toBe(0);
    const events = (
      await call<{ schedule: { paymentNumber: number; isPaid: boolean; isSkipped: boolean }[] }>(
        f.user,
        requestTo(apiRoutes.schedules.get, { id: rent.id }),
      )
    ).schedule;
    expect(events.slice(0, 5).map((e) => [e.paymentNumber, e.isPaid, e.isSkipped])).toEqual([
      [1, false, false],
      [2, true, false],
      [3, false, true],
      [4, true, false],
      [5, false, false],
    ]);
    expect(await balanceOf(f.user, f.bank)).toBe(800);
  });
});
