import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './paging';

const page = (length: number) => Array.from({ length }, (_, i) => i);

describe('nextPageOffset', () => {
  it.each([
    { name: 'nothing loaded', pages: [], expected: undefined },
    { name: 'an empty first page', pages: [page(0)], expected: undefined },
    { name: 'a short first page', pages: [page(40)], expected: undefined },
    { name: 'a full first page', pages: [page(100)], expected: 100 },
    { name: 'two full pages', pages: [page(100), page(100)], expected: 200 },
    { name: 'a short page after full ones', pages: [page(100), page(100), page(3)], expected: undefined },
    { name: 'an empty page after a full one', pages: [page(100), page(0)], expected: undefined },
  ])('$name: $expected', ({ pages, expected }) => {
    expect(nextPageOffset(pages, 100)).toBe(expected);
  });
});
