import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { currentDocument, unpackArchive } from './read-archive.js';

const refusal = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('reading an export zip', () => {
  it('unpacks the files of a zip', () => {
    const files = unpackArchive(zipSync({ 'a.txt': strToU8('hello'), 'b/c.bin': new Uint8Array([1, 2, 3]) }));
    expect([...files.keys()]).toEqual(['a.txt', 'b/c.bin']);
    expect(files.get('b/c.bin')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it.each([
    ['a file that unpacks past the limit (a zip bomb)', { 'zeros.bin': new Uint8Array(8_000_000) }],
    [
      'more files than the limit',
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}.txt`, strToU8('x')])),
    ],
  ])('refuses %s with a 400, before unpacking it all', (_, files) => {
    const zip = zipSync(files, { level: 9 });
    expect(refusal(() => unpackArchive(zip, { unpackedBytes: 1_000_000, entries: 10 }))).toMatch(
      /^400 .*more than a restore reads\.$/,
    );
  });

  it.each([
    [
      { formatVersion: 2 },
      '400 This file was written by a newer version of Hearth (format 2); this server reads up to format 1.',
    ],
    [{ formatVersion: 0 }, /^400 This file is not a Hearth export/],
    [{ formatVersion: '1' }, /^400 This file is not a Hearth export/],
    [[], /^400 This file is not a Hearth export/],
  ])('refuses the document %j', (document, message) => {
    const answer = refusal(() => currentDocument(document));
    if (typeof message === 'string') expect(answer).toBe(message);
    else expect(answer).toMatch(message);
  });

  it('reads a document of the current format as it is', () => {
    expect(currentDocument({ formatVersion: 1, accounts: [] })).toEqual({ formatVersion: 1, accounts: [] });
  });
});
