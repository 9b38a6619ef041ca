import { describe, expect, it } from 'vitest';
import { mergeFailureMessage, mergeProblem } from './merge-check';

describe('mergeProblem', () => {
  it.each([
    [5, 6, null],
    [5, 5, "Unable to merge sub category it's self"],
    [5, null, 'Need to select a origin and destination subcategory'],
    [null, 6, 'Need to select a origin and destination subcategory'],
    [null, null, 'Need to select a origin and destination subcategory'],
  ])('from %s into %s: %s', (sourceId, targetId, expected) => {
    expect(mergeProblem(sourceId, targetId)).toBe(expected);
  });
});

describe('mergeFailureMessage', () => {
  it.each([
    [
      'The destination subcategory does not exist or is deleted.',
      'Failed to merge subcategory. The destination subcategory does not exist or is deleted.',
    ],
    ['', 'Failed to merge subcategory.'],
  ])('after "%s" reads "%s"', (server, expected) => {
    expect(mergeFailureMessage(server)).toBe(expected);
  });
});
