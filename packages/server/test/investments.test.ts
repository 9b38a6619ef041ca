import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface InvestmentData {
  id: number;
  volumeOwned: number;
  volumeText: string;
  currentValue: number;
  change24Hr: number | null;
  investmentType: {
    investmentTypeId: number;
    name: string;
    code: string;
    price: number | null;
    percentageChange1hour: number | null;
    percentageChange24hours: number | null;
    percentageChange7days: number | null;
  };
  typeName: string;
  symbol: string;
  priceAsOf: string | null;
  priceSource: string | null;
  priceNote: string | null;
  cost: number | null;
  gain: number | null;
  purchaseCount: number;
  purchases?: {
    id: number;
    date: string;
    isSale: boolean;
    volume: number;
    volumeText: string;
    price: number;
    amount: number;
  }[];
  provider?: string | null;
}

const HOUR = 3600 * 1000;

describe.each(testDialects())('investments priced by hand on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Wednesday 18 Nov 2026, midday in Sydney.
    t.clock.now = new Date('2026-11-18T01:00:00Z');
    user = await signUp(t, { timezoneId: 'Australia/Sydney' });
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>) => user.inject({ ...requestTo(apiRoutes.investments.save), payload });
  const btc = (extra: Record<string, unknown> = {}) => ({
    name: 'Savings in Bitcoin',
    code: 'BTC',
    investmentTypeId: 1,
    volumeOwned: '0.00012345',
    price: 67187.33,
    ...extra,
  });

  it('asks for a price where no provider gives one, then saves an exact volume and values it to the cent', async () => {
    const missing = await save(btc({ price: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().responseState.description).toBe(
      'Price is required: no provider gives the prices of cryptocurrencies, so enter it by hand.',
    );

    const created = await save(btc());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().responseState.description).toBe('Savings in Bitcoin, Saved Successfully.');
    const investment = created.json().data as InvestmentData;
    // 0.00012345 × $67,187.33 = $8.2942759885.
    expect(investment).toMatchObject({
      volumeOwned: 0.00012345,
      volumeText: '0.00012345',
      currentValue: 8.29,
      change24Hr: null,
      investmentType: {
        investmentTypeId: 1,
        name: 'Savings in Bitcoin',
        // As typed: the price is read by the provider's own code (btc), the person sees theirs.
        code: 'BTC',
        price: 67187.33,
        percentageChange1hour: null,
        percentageChange24hours: null,
        percentageChange7days: null,
      },
      typeName: 'Cryptocurrency',
      symbol: 'BTC',
      priceAsOf: '2026-11-18T01:00:00.000Z',
      priceSource: 'manual',
      priceNote: null,
      cost: null,
      purchaseCount: 0,
      purchases: [],
      provider: null,
    });
  });

  it.each([
    ['a negative volume', { volumeOwned: -1 }, 'Volume must not be negative.'],
    ['a volume of 9 decimals', { volumeOwned: 0.000000001 }, 'Volume must have at most 8 decimals.'],
    ['a volume of 9 decimals as text', { volumeOwned: '1.123456789' }, 'Volume must have at most 8 decimals.'],
    ['a volume past 90,000,000', { volumeOwned: '90000000.00000001' }, 'Volume must be at most 90,000,000.'],
    ['a volume that is not a number', { volumeOwned: 'lots' }, 'Volume must be a decimal number such as 0.5.'],
    ['an unknown type', { investmentTypeId: 3 }, 'Type must be 1 (Cryptocurrency) or 2 (Commodity).'],
    ['an empty name', { name: ' ' }, 'Name is required.'],
    ['a code with spaces', { code: 'bit coin' }, 'Code may hold only letters, digits, dots, dashes and underscores.'],
    ['a price of 9 decimals', { price: 0.000000001 }, 'Price must have at most 8 decimals.'],
    [
      'a taken name, in other case and accents',
      { name: 'SÁVINGS IN BITCOIN' },
      'An investment named SÁVINGS IN BITCOIN already exists.',
    ],
    ['a new holding without a volume', { name: 'Other', volumeOwned: null }, 'Volume is required.'],
  ])('refuses %s', async (_name, change, message) => {
    const response = await save(btc(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it('records a price typed in as a quote, so that the changes come from the stored history', async () => {
    const [holding] = await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list));
    t.clock.advance(HOUR);
    const saved = await call<InvestmentData>(user, requestTo(apiRoutes.investments.save), {
      id: holding?.id,
      name: 'Savings in Bitcoin',
      code: 'btc',
      investmentTypeId: 1,
      price: '70000',
    });
    expect(saved.volumeText).toBe('0.00012345');
    expect(saved.investmentType.price).toBe(70000);
    expect(saved.investmentType.percentageChange1hour).toBe(4.19);
    expect(saved.investmentType.percentageChange24hours).toBeNull();
    expect(saved.currentValue).toBe(8.64);
  });

  it('keeps one family’s prices from another holding the same code', async () => {
    const other = await signUp(t);
    const theirs = await call<InvestmentData>(other, requestTo(apiRoutes.investments.save), btc({ price: 1 }));
    expect(theirs.investmentType.price).toBe(1);
    const [ours] = await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list));
    expect(ours?.investmentType.price).toBe(70000);
  });

  it('follows purchases: the volume is their total, the cost their average cost', async () => {
    const gold = await call<InvestmentData>(user, requestTo(apiRoutes.investments.save), {
      name: 'Gold bars',
      code: 'XAU',
      investmentTypeId: 2,
      volumeOwned: 3,
      price: 200,
    });
    expect(gold.investmentType.code).toBe('XAU');
    const buy = (body: Record<string, unknown>) =>
      user.inject({ ...requestTo(apiRoutes.investments.addPurchase, { id: gold.id }), payload: body });
    expect((await buy({ date: '2026-10-01', volume: '1', price: '100' })).statusCode).toBe(200);
    await buy({ date: '2026-10-15', volume: '1', price: 200 });
    const sold = await buy({ date: '2026-11-01', volume: '0.5', price: '400', isSale: true });
    expect(sold.json().responseState.description).toBe('Sale recorded.');
    const detail = sold.json().data as InvestmentData;
    expect(detail).toMatchObject({ volumeText: '1.5', currentValue: 300, cost: 225, gain: 75, purchaseCount: 3 });
    expect(detail.purchases?.map((p) => [p.date, p.isSale, p.volumeText, p.price, p.amount])).toEqual([
      ['2026-10-01', false, '1', 100, 100],
      ['2026-10-15', false, '1', 200, 200],
      ['2026-11-01', true, '0.5', 400, 200],
    ]);

    const setDirectly = await save({
      id: gold.id,
      name: 'Gold bars',
      code: 'XAU',
      investmentTypeId: 2,
      volumeOwned: 5,
    });
    expect(setDirectly.json().responseState.description).toBe(
      'Volume: this investment has purchases, so its volume is their total. Record a buy or a sale to change it.',
    );
    const oversold = await buy({ date: '2026-10-10', volume: 2, price: 1, isSale: true });
    expect(oversold.json().responseState.description).toBe(
      'Volume: the sales on 10 Oct 2026 would be more than the holding had then.',
    );
    const ahead = await buy({ date: '2026-11-19', volume: 1, price: 1 });
    expect(ahead.json().responseState.description).toBe('Date: a purchase cannot be dated after today.');
    const firstBuy = detail.purchases?.[0]?.id;
    const removeFirst = await user.inject(
      requestTo(apiRoutes.investments.removePurchase, { id: gold.id, purchaseId: firstBuy as number }),
    );
    expect(removeFirst.statusCode).toBe(200);
    expect((removeFirst.json().data as InvestmentData).volumeText).toBe('0.5');
    const removeSecond = await user.inject(
      requestTo(apiRoutes.investments.removePurchase, { id: gold.id, purchaseId: detail.purchases?.[1]?.id as number }),
    );
    expect(removeSecond.json().responseState.description).toBe(
      'Without this purchase, the sales on 01 Nov 2026 would be more than the holding had then.',
    );
  });

  it('charts the total value over each period, by either spelling of the field', async () => {
    for (const body of [
      { InvestmentChartPeriod: 1 },
      { investmentChartPeriod: 'hour' },
      { InvestmentChartPeriod: 'Past Hour' },
    ]) {
      const chart = await call<{
        period: string;
        points: { time: string; value: number }[];
        startValue: number;
        endValue: number;
        change: number;
        percentageChange: number;
      }>(user, requestTo(apiRoutes.investments.chart), body);
      expect(chart.period).toBe('hour');
      expect(chart.points.length).toBeGreaterThanOrEqual(12);
      // Bitcoin moved from its first price to its second; the gold bars (0.5 left), priced once, count at that price throughout.
      expect(chart).toMatchObject({ startValue: 108.29, endValue: 108.64, change: 0.35, percentageChange: 0.32 });
    }
    const day = await call<{ period: string; points: unknown[] }>(user, requestTo(apiRoutes.investments.chart), {
      InvestmentChartPeriod: 2,
    });
    expect(day.period).toBe('day');
    const refused = await user.inject({
      ...requestTo(apiRoutes.investments.chart),
      payload: { InvestmentChartPeriod: 7 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(
      'Period must be 1 (Past Hour), 2 (1 Day), 3 (1 Week) or 4 (1 Month).',
    );
  });

  it('counts the investments in the net worth of the running month only, without stored quotes before', async () => {
    const worth = await call<{ month: string; total: number; investments: number; unpricedHoldings: number }[]>(
      user,
      requestTo(apiRoutes.reports.netWorth),
      { months: 2 },
    );
    // October's end has no stored price: its holdings are left out, and counted as such.
    expect(worth.map((p) => [p.month, p.investments, p.total, p.unpricedHoldings])).toEqual([
      ['2026-10', 0, 0, 2],
      ['2026-11', 108.64, 108.64, 0],
    ]);
  });

  it("treats another family's holding and purchase like missing ones", async () => {
    const stranger = await signUp(t);
    const [holding] = await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list));
    const detail = await call<InvestmentData>(
      user,
      requestTo(apiRoutes.investments.get, { id: holding?.id as number }),
    );
    const gold = (await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list))).find(
      (i) => i.investmentType.code === 'XAU',
    ) as InvestmentData;
    const goldDetail = await call<InvestmentData>(user, requestTo(apiRoutes.investments.get, { id: gold.id }));
    const purchaseId = goldDetail.purchases?.[0]?.id as number;
    const missingId = 99_999_999;
    await expectFamilyIsolation({
      stranger,
      foreignId: detail.id,
      missingId,
      request: (id) => requestTo(apiRoutes.investments.get, { id }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: detail.id,
      missingId,
      request: (id) => requestTo(apiRoutes.investments.remove, { id }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: detail.id,
      missingId,
      request: (id) => ({ ...requestTo(apiRoutes.investments.save), payload: { ...btc(), id } }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: gold.id,
      missingId,
      request: (id) => ({
        ...requestTo(apiRoutes.investments.addPurchase, { id }),
        payload: { date: '2026-11-01', volume: 1, price: 1 },
      }),
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: gold.id,
      missingId,
      request: (id) => requestTo(apiRoutes.investments.removePurchase, { id, purchaseId }),
    });
    const own = await call<InvestmentData>(stranger, requestTo(apiRoutes.investments.save), {
      name: 'Mine',
      code: 'XAG',
      investmentTypeId: 2,
      volumeOwned: 1,
      price: 30,
    });
    await expectFamilyIsolation({
      stranger,
      foreignId: purchaseId,
      missingId,
      request: (id) => requestTo(apiRoutes.investments.removePurchase, { id: own.id, purchaseId: id }),
    });
    const missing = await stranger.inject(requestTo(apiRoutes.investments.get, { id: missingId }));
    expect(missing.json().responseState.description).toBe('Investment not found.');
    expect((await call<InvestmentData>(user, requestTo(apiRoutes.investments.get, { id: detail.id }))).id).toBe(
      detail.id,
    );
  });

  it('deletes a holding with its purchases', async () => {
    const gold = (await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list))).find(
      (i) => i.investmentType.code === 'XAU',
    ) as InvestmentData;
    const deleted = await user.inject(requestTo(apiRoutes.investments.remove, { id: gold.id }));
    expect(deleted.json().responseState.description).toBe('Investment Gold bars has been deleted.');
    expect((await user.inject(requestTo(apiRoutes.investments.get, { id: gold.id }))).statusCode).toBe(404);
    expect(
      (await call<InvestmentData[]>(user, requestTo(apiRoutes.investments.list))).map((i) => i.investmentType.name),
    ).toEqual(['Savings in Bitcoin']);
    const codes = await call<{ provider: string | null; choices: unknown[] }>(user, {
      ...requestTo(apiRoutes.investments.codes),
      query: { investmentTypeId: '2', search: 'gold' },
    });
    expect(codes).toEqual({ provider: null, choices: [], problem: null });
  });
});
