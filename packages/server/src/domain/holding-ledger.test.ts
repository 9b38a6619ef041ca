import { describe, expect, it } from 'vitest';
import { unitsOf } from './decimal-units.js';
import { holdingLedger, type PurchaseEntry } from './holding-ledger.js';

let id = 0;
const entry = (date: string, volume: string, price: string, sale = false): PurchaseEntry => {
  id += 1;
  const units = unitsOf(volume, 8);
  return { id, date, units: sale ? -units : units, price: unitsOf(price, 8) };
};

describe('a holding from its purchases', () => {
  it('adds buys and takes sales away at average cost', () => {
    const ledger = holdingLedger([
      entry('2026-01-10', '1', '100'),
      entry('2026-02-10', '1', '200'),
      entry('2026-03-10', '0.5', '400', true),
    ]);
    // Two units cost $300; selling a quarter of them takes $75 of the cost with it.
    expect(ledger).toEqual({
      entries: 3,
      units: unitsOf('1.5', 8),
      costCents: 225_00,
      steps: [
        { date: '2026-01-10', units: unitsOf('1', 8) },
        { date: '2026-02-10', units: unitsOf('2', 8) },
        { date: '2026-03-10', units: unitsOf('1.5', 8) },
      ],
      problem: null,
    });
  });

  it('keeps exact volumes of 8 decimals: three buys of 0.1 make 0.3', () => {
    const ledger = holdingLedger([
      entry('2026-01-01', '0.1', '10'),
      entry('2026-01-02', '0.1', '10'),
      entry('2026-01-03', '0.1', '10'),
    ]);
    expect(ledger.units).toBe(30_000_000);
    expect(ledger.costCents).toBe(300);
  });

  it("takes a day's buys before its sales, whatever the order they were recorded in", () => {
    const ledger = holdingLedger([entry('2026-01-01', '1', '10', true), entry('2026-01-01', '1', '10')]);
    expect(ledger.problem).toBeNull();
    expect(ledger.units).toBe(0);
    expect(ledger.steps).toEqual([{ date: '2026-01-01', units: 0 }]);
  });

  it('finds a sale of more than was held then', () => {
    const ledger = holdingLedger([
      entry('2026-01-01', '1', '10'),
      entry('2026-01-02', '2', '10', true),
      entry('2026-01-03', '5', '10'),
    ]);
    expect(ledger.problem).toEqual({ kind: 'oversold', date: '2026-01-02' });
  });

  it('finds a volume beyond 90,000,000', () => {
    const ledger = holdingLedger([entry('2026-01-01', '90000000', '1'), entry('2026-01-02', '0.00000001', '1')]);
    expect(ledger.problem).toEqual({ kind: 'too-large', date: '2026-01-02' });
  });

  it('holds nothing without purchases', () => {
    expect(holdingLedger([])).toEqual({ entries: 0, units: 0, costCents: 0, steps: [], problem: null });
  });
});
