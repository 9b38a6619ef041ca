import { apiRoutes, TransactionType, type Calendar, type Scenario, type ScheduleEvent } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { requestTo } from './api-request.js';
import { balanceOf, call, createBank, createThirdParty } from './ledger.js';
import { monthlyRent, scheduleTestApp, type ScheduleFamily } from './schedule-fixtures.js';
import { expectFamilyIsolation, MISSING_ID } from './tenancy.js';
import { testDialects } from './test-app.js';
import { login } from './users.js';

interface Report {
  chartData: { date: string; balance: number }[];
  scenarioData: { date: string; balance: number }[];
}

const forecast = async (f: ScheduleFamily, scenarioId: number, days = 30, accountId = f.bank) => {
  const report = await call<Report>(f.user, requestTo(apiRoutes.reports.balanceForecast), {
    accountId,
    historicDaysFromNow: days,
    scenarioId,
  });
  return { plain: report.chartData.at(-1)?.balance, scenario: report.scenarioData.at(-1)?.balance, report };
};

const newScenario = (f: ScheduleFamily, name = 'Plan B') =>
  call<Scenario>(f.user, requestTo(apiRoutes.scenarios.save), { name });

const alter = (f: ScheduleFamily, scenarioId: number, scheduleId: number, body: object) =>
  call<Scenario>(f.user, requestTo(apiRoutes.scenarios.addSchedule, { scenarioId, scheduleId }), body);

const loan = (f: ScheduleFamily, lender: number, extra: Record<string, unknown> = {}) => ({
  recurrenceTypeId: 4,
  scheduleStart: '2026-03-20',
  recurrenceEndTypeId: 2,
  numberOfTransactions: 48,
  weekdayOnlyTypeId: 1,
  description: 'Car loan',
  transactionTypeId: TransactionType.Payment,
  debitAccountId: f.bank,
  creditAccountId: lender,
  subcategoryId: f.rent,
  amount: 250,
  ...extra,
});

describe.each(testDialects())('scenarios that stop, zero and add schedules on %s', (dialect) => {
  const { app, newFamily } = scheduleTestApp(dialect);

  // Today is 10 March 2026. The rent of 100 is due 2 Feb and 2 Mar (both overdue) and 31 Mar: a plain
  // forecast over 30 days ends at 1,000 - 300 = 700.
  it('sets a schedule to 0 in a scenario, while the schedule itself keeps its rule that an amount is above 0', async () => {
    const f = await newFamily();
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    const scenario = await newScenario(f);
    const zeroed = await alter(f, scenario.id, rent.id, { amount: 0 });
    expect(zeroed.scenarioSchedules).toEqual([
      expect.objectContaining({ scheduleId: rent.id, amount: 0, keepsScheduleAmount: false, stopDate: null }),
    ]);
    expect(await forecast(f, scenario.id)).toMatchObject({ plain: 700, scenario: 1000 });

    const refused = await f.user.inject({
      ...requestTo(apiRoutes.schedules.save),
      payload: monthlyRent(f, { id: rent.id, amount: 0 }),
    });
    expect([refused.statusCode, refused.json().responseState.description]).toEqual([
      400,
      'The amount must be more than zero.',
    ]);
  });

  it.each([
    ['a stop on the next payment keeps the overdue ones', { stopDate: '2026-03-31' }, 800, 100, true],
    ['a stop between the overdue payments keeps the first', { stopDate: '2026-03-01' }, 900, 100, true],
    ['a stop before the first payment stops them all', { stopDate: '2026-01-01' }, 1000, 100, true],
    ['a stop after the forecast changes nothing', { stopDate: '2026-04-10' }, 700, 100, true],
    ['a new amount and a stop together', { amount: 40, stopDate: '2026-03-31' }, 920, 40, false],
  ])('%s', async (_name, body, expected, amount, keeps) => {
    const f = await newFamily();
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    const scenario = await newScenario(f);
    const altered = await alter(f, scenario.id, rent.id, body);
    expect(altered.scenarioSchedules[0]).toMatchObject({
      amount,
      keepsScheduleAmount: keeps,
      stopDate: body.stopDate,
      schedule: { amount: 100 },
    });
    expect(await forecast(f, scenario.id)).toMatchObject({ plain: 700, scenario: expected });
  });

  it('counts schedules that exist only in the scenario in its forecast, and nowhere else', async () => {
    const f = await newFamily();
    const lender = await createThirdParty(f.user, 'Car Finance');
    const savings = await createBank(f.user, 'Savings', 5000);
    await call(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    const scenario = await newScenario(f, 'New car');
    const withLoan = await call<Scenario>(
      f.user,
      requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id }),
      loan(f, lender),
    );
    expect(withLoan.hypotheticalSchedules).toEqual([
      expect.objectContaining({
        scenarioId: scenario.id,
        description: 'Car loan',
        recurrenceType: 'Monthly',
        scheduleStart: '2026-03-20',
        recurrenceEndTypeId: 2,
        numberOfTransactions: 48,
        transactionType: 'Payment',
        debitAccount: 'Everyday',
        creditAccount: 'Car Finance',
        subcategory: 'Rent',
        amount: 250,
      }),
    ]);
    const salary = await call<Scenario>(
      f.user,
      requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id }),
      loan(f, lender, {
        description: 'New job',
        recurrenceTypeId: 1,
        scheduleStart: '2026-03-25',
        transactionTypeId: TransactionType.Deposit,
        debitAccountId: f.employer,
        creditAccountId: f.bank,
        subcategoryId: null,
        amount: 2000,
      }),
    );
    expect(salary.hypotheticalSchedules.map((s) => [s.description, s.recurrenceEndTypeId])).toEqual([
      ['Car loan', 2],
      // A one-off payment has no end to choose.
      ['New job', 1],
    ]);
    const { plain, scenario: withPlan, report } = await forecast(f, scenario.id);
    expect([plain, withPlan]).toEqual([700, 700 - 250 + 2000]);
    const onDay = (day: string) => report.scenarioData.find((p) => p.date === day)?.balance;
    expect([onDay('2026-03-19'), onDay('2026-03-20'), onDay('2026-03-25')]).toEqual([800, 550, 2550]);
    // Another account of the family is not touched by them.
    expect(await forecast(f, scenario.id, 30, savings)).toMatchObject({ plain: 5000, scenario: 5000 });

    const upcoming = await call<ScheduleEvent[]>(f.user, requestTo(apiRoutes.schedules.upcoming), {});
    expect(new Set(upcoming.map((event) => event.schedule))).toEqual(new Set(['Rent']));
    const march = await call<Calendar>(f.user, requestTo(apiRoutes.schedules.calendar, { year: 2026, month: 3 }));
    const shown = march.weeks.flatMap((week) => week.days.flatMap((day) => day.events.map((e) => e.schedule)));
    expect(new Set(shown)).toEqual(new Set(['Rent']));
    const pickable = await call<{ description: string }[]>(f.user, requestTo(apiRoutes.schedules.list));
    expect(pickable.map((s) => s.description)).toEqual(['Rent']);
    app().clock.now = new Date('2026-03-26T01:00:00Z');
    f.user.token = await login(app(), f.user.email, f.user.password);
    expect(await runAutoPay(app().deps)).toBe(0);
    expect(await balanceOf(f.user, f.bank)).toBe(1000);
  });

  it('changes and removes a schedule that exists only in the scenario', async () => {
    const f = await newFamily();
    const lender = await createThirdParty(f.user, 'Car Finance');
    const scenario = await newScenario(f);
    const path = requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id });
    const added = await call<Scenario>(f.user, path, loan(f, lender));
    const id = added.hypotheticalSchedules[0]?.id as number;
    expect((await forecast(f, scenario.id)).scenario).toBe(750);

    const changed = await call<Scenario>(f.user, path, loan(f, lender, { id, amount: 400, description: 'Van loan' }));
    expect(changed.hypotheticalSchedules.map((s) => [s.id, s.description, s.amount])).toEqual([[id, 'Van loan', 400]]);
    expect((await forecast(f, scenario.id)).scenario).toBe(600);

    const removed = await call<Scenario>(
      f.user,
      requestTo(apiRoutes.scenarios.removeHypothetical, { scenarioId: scenario.id, id }),
    );
    expect(removed.hypotheticalSchedules).toEqual([]);
    expect((await forecast(f, scenario.id)).scenario).toBe(1000);
    const again = await f.user.inject(
      requestTo(apiRoutes.scenarios.removeHypothetical, { scenarioId: scenario.id, id }),
    );
    expect([again.statusCode, again.json().responseState.description]).toEqual([
      404,
      'This scenario has no such new schedule.',
    ]);
  });

  it('keeps an account a new schedule of a scenario uses from being deleted', async () => {
    const f = await newFamily();
    const lender = await createThirdParty(f.user, 'Car Finance');
    const scenario = await newScenario(f, 'New car');
    const path = requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id });
    const added = await call<Scenario>(f.user, path, loan(f, lender));
    const refused = await f.user.inject(requestTo(apiRoutes.accounts.remove, { id: lender }));
    expect([refused.statusCode, refused.json().responseState.description]).toEqual([
      400,
      'Car Finance is used by the new schedule Car loan of the scenario New car and cannot be deleted; change or remove it there first.',
    ]);
    const id = added.hypotheticalSchedules[0]?.id as number;
    await call(f.user, requestTo(apiRoutes.scenarios.removeHypothetical, { scenarioId: scenario.id, id }));
    expect((await f.user.inject(requestTo(apiRoutes.accounts.remove, { id: lender }))).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 that says why, and writes nothing', async () => {
    const f = await newFamily();
    const lender = await createThirdParty(f.user, 'Car Finance');
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    const scenario = await newScenario(f);
    const alterPath = requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: scenario.id, scheduleId: rent.id });
    const addPath = requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id });
    const cases: [typeof alterPath, object, string][] = [
      [alterPath, {}, 'Give the scenario a new amount or a stop date.'],
      [alterPath, { amount: null, stopDate: null }, 'Give the scenario a new amount or a stop date.'],
      [alterPath, { amount: -5 }, 'The new amount must not be below zero.'],
      [alterPath, { amount: 1.234 }, 'Amount must have at most two decimals.'],
      [alterPath, { stopDate: '2026-02-30' }, 'Stop date must be a date written YYYY-MM-DD.'],
      [addPath, loan(f, lender, { amount: 0 }), 'The amount must be more than zero.'],
      [addPath, loan(f, lender, { description: '  ' }), 'Description is required.'],
      [
        addPath,
        loan(f, lender, { recurrenceEndTypeId: 3, scheduleEnd: '2026-03-01' }),
        'The final payment date must not be before the starting date.',
      ],
      [
        addPath,
        loan(f, lender, { recurrenceEndTypeId: 2, numberOfTransactions: null }),
        'Number of payments: enter how many payments there are.',
      ],
      [
        addPath,
        loan(f, lender, { creditAccountId: f.bank, debitAccountId: lender }),
        'A Payment needs a bank account as its debit account; Car Finance is not one.',
      ],
      [addPath, loan(f, lender, { subcategoryId: MISSING_ID }), 'Subcategory: there is no such subcategory.'],
      [addPath, loan(f, lender, { id: MISSING_ID }), 'This scenario has no such new schedule.'],
    ];
    for (const [path, payload, description] of cases) {
      const response = await f.user.inject({ ...path, payload });
      expect([
        response.statusCode >= 400 && response.statusCode < 500,
        response.json().responseState.description,
      ]).toEqual([true, description]);
    }
    const unchanged = await call<Scenario>(f.user, requestTo(apiRoutes.scenarios.get, { id: scenario.id }));
    expect([unchanged.scenarioSchedules, unchanged.hypotheticalSchedules]).toEqual([[], []]);
  });

  it("answers another family's scenario and its schedules like missing ones", async () => {
    const owner = await newFamily();
    const stranger = await newFamily();
    const lender = await createThirdParty(owner.user, 'Car Finance');
    const theirs = await newScenario(owner, 'Private');
    const mine = await newScenario(stranger, 'Mine');
    const rent = await call<{ id: number }>(stranger.user, requestTo(apiRoutes.schedules.save), monthlyRent(stranger));
    const added = await call<Scenario>(
      owner.user,
      requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: theirs.id }),
      loan(owner, lender),
    );
    const hypotheticalId = added.hypotheticalSchedules[0]?.id as number;
    const isolate = (foreignId: number, request: (id: string | number) => object) =>
      expectFamilyIsolation({ stranger: stranger.user, foreignId, missingId: MISSING_ID, request });

    await isolate(theirs.id, (id) => ({
      ...requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: id, scheduleId: rent.id }),
      payload: { amount: 0 },
    }));
    await isolate(theirs.id, (id) => ({
      ...requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: id }),
      payload: loan(stranger, stranger.landlord),
    }));
    await isolate(theirs.id, (id) =>
      requestTo(apiRoutes.scenarios.removeHypothetical, { scenarioId: id, id: hypotheticalId }),
    );
    await isolate(hypotheticalId, (id) =>
      requestTo(apiRoutes.scenarios.removeHypothetical, { scenarioId: mine.id, id }),
    );
    await isolate(hypotheticalId, (id) => ({
      ...requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: mine.id }),
      payload: loan(stranger, stranger.landlord, { id: Number(id) }),
    }));
    // The owner's accounts are no accounts to the stranger.
    await isolate(lender, (id) => ({
      ...requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: mine.id }),
      payload: loan(stranger, Number(id)),
    }));
    await isolate(theirs.id, (id) => ({
      ...requestTo(apiRoutes.reports.balanceForecast),
      payload: { accountId: stranger.bank, scenarioId: Number(id) },
    }));
    const kept = await call<Scenario>(owner.user, requestTo(apiRoutes.scenarios.get, { id: theirs.id }));
    expect(kept.hypotheticalSchedules.map((s) => s.description)).toEqual(['Car loan']);
  });

  it('deletes the schedules of a scenario with it', async () => {
    const f = await newFamily();
    const lender = await createThirdParty(f.user, 'Car Finance');
    const scenario = await newScenario(f);
    await call(f.user, requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario.id }), loan(f, lender));
    await call(f.user, requestTo(apiRoutes.scenarios.remove, { id: scenario.id }));
    const left = await app()
      .deps.db.kysely.selectFrom('scenario_hypothetical_schedules')
      .select('id')
      .where('scenario_id', '=', scenario.id)
      .execute();
    expect(left).toEqual([]);
  });
});
