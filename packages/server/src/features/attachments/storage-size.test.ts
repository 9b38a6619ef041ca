import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './storage-size.js';

describe('formatStorageSize', () => {
  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 * 1024, '10 MiB'],
    [10.55 * 1024 * 1024, '10.6 MiB'],
    [1024 * 1024 - 20, '1 MiB'],
    [1024 ** 3, '1 GiB'],
    [1024 ** 3 - 1, '1 GiB'],
    [900 * 1024 * 1024, '900 MiB'],
    [5 * 1024 ** 4, '5 TiB'],
    [3000 * 1024 ** 4, '3000 TiB'],
  ])('%d bytes read as %s', (bytes, expected) => {
    expect(formatStorageSize(bytes)).toBe(expected);
  });
});
