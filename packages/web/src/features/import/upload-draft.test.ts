import { MAX_IMPORT_BYTES, MAX_IMPORT_FILES } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { TOO_LARGE, TOO_LARGE_TOGETHER, TOO_MANY_FILES, uploadProblems, uploadRequestOf } from './upload-draft';

const small = { name: 'march.csv', size: 2_048 };
const largest = { name: 'year.csv', size: MAX_IMPORT_BYTES };
const tooLarge = { name: 'decade.csv', size: MAX_IMPORT_BYTES + 1 };
const half = { name: 'half-year.csv', size: MAX_IMPORT_BYTES / 2 };

describe('uploadProblems', () => {
  it.each([
    { case: 'no file yet', files: [], problems: {} },
    { case: 'a small file', files: [small], problems: {} },
    { case: 'a file of the largest size', files: [largest], problems: {} },
    { case: 'a file a byte too large', files: [tooLarge], problems: { files: TOO_LARGE } },
    { case: 'two halves of the largest size', files: [half, half], problems: {} },
    {
      case: 'two halves and a byte more',
      files: [half, half, { name: 'x', size: 1 }],
      problems: { files: TOO_LARGE_TOGETHER },
    },
    { case: 'the most files', files: Array.from({ length: MAX_IMPORT_FILES }, () => small), problems: {} },
    {
      case: 'a file more than the most',
      files: Array.from({ length: MAX_IMPORT_FILES + 1 }, () => small),
      problems: { files: TOO_MANY_FILES },
    },
  ])('$case', ({ files, problems }) => {
    expect(uploadProblems({ accountId: 3, files })).toEqual(problems);
  });
});

describe('uploadRequestOf', () => {
  it.each([
    { case: 'an account and a file', accountId: 3, files: [small], request: { accountId: 3, files: [small] } },
    {
      case: 'an account and two files',
      accountId: 3,
      files: [small, half],
      request: { accountId: 3, files: [small, half] },
    },
    { case: 'no account', accountId: null, files: [small], request: null },
    { case: 'no file', accountId: 3, files: [], request: null },
    { case: 'a file too large', accountId: 3, files: [tooLarge], request: null },
  ])('$case', ({ accountId, files, request }) => {
    expect(uploadRequestOf({ accountId, files })).toEqual(request);
  });
});
