import { describe, expect, it } from 'vitest';
import { parseChildren, parseVmRssKb, sampleMemory, treeRssKb } from './memory.js';

describe('parseVmRssKb', () => {
  it.each([
    ['Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  153420 kB\nRssAnon:\t  100000 kB\n', 153420],
    ['Name:\tnode\nState:\tZ (zombie)\n', null],
    ['', null],
  ])('%#: %j', (status, expected) => {
    expect(parseVmRssKb(status)).toBe(expected);
  });
});

describe('parseChildren', () => {
  it.each([
    [['1203 1204 '], [1203, 1204]],
    [
      ['1203 ', '', '1209 '],
      [1203, 1209],
    ],
    [[''], []],
  ])('%j', (lists, expected) => {
    expect(parseChildren(lists)).toEqual(expected);
  });
});

describe('treeRssKb', () => {
  it('reads this process', () => {
    expect(treeRssKb(process.pid)).toBeGreaterThan(1000);
  });
  it('is 0 for a process that does not exist', () => {
    expect(treeRssKb(2 ** 22 + 1)).toBe(0);
  });
});

describe('sampleMemory', () => {
  it('keeps the peak of each phase and gives the same summary once stopped', () => {
    const sampler = sampleMemory(process.pid, 1000);
    sampler.phase('calls');
    const summary = sampler.stop();
    expect(Object.keys(summary.peakByPhaseMb)).toEqual(['start', 'calls']);
    expect(summary.peakMb).toBeGreaterThanOrEqual(summary.endMb);
    expect(summary.samples).toBeGreaterThanOrEqual(3);
    expect(sampler.stop()).toBe(summary);
  });
});
