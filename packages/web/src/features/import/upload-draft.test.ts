import { MAX_IMPORT_BYTES } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { TOO_LARGE, uploadProblems, uploadRequestOf } from './upload-draft';

const small = { name: 'march.csv', size: 2_048 };
const largest = { name: 'year.csv', size: MAX_IMPORT_BYTES };
const tooLarge = { name: 'decade.csv', size: MAX_IMPORT_BYTES + 1 };

describe('uploadProblems', () => {
  it.each([
    { case: 'no file yet', file: null, problems: {} },
    { case: 'a small file', file: small, problems: {} },
    { case: 'a file of the largest size', file: largest, problems: {} },
    { case: 'a file a byte too large', file: tooLarge, problems: { file: TOO_LARGE } },
  ])('$case', ({ file, problems }) => {
    expect(uploadProblems({ accountId: 3, file })).toEqual(problems);
  });
});

describe('uploadRequestOf', () => {
  it.each([
    { case: 'an account and a file', accountId: 3, file: small, request: { accountId: 3, file: small } },
    { case: 'no account', accountId: null, file: small, request: null },
    { case: 'no file', accountId: 3, file: null, request: null },
    { case: 'a file too large', accountId: 3, file: tooLarge, request: null },
  ])('$case', ({ accountId, file, request }) => {
    expect(uploadRequestOf({ accountId, file })).toEqual(request);
  });
});
