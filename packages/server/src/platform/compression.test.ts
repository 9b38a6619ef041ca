import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compression.js';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['BR', 'br'],
    [' gzip ;q=1.0 , br ; q=0 ', 'gzip'],
    ['gzip;q=nonsense', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
