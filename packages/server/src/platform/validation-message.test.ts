import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@hearth/contract';
import { describeValidationIssues } from './validation-message.js';
import { redactUrl } from './logging.js';

describe('describeValidationIssues', () => {
  it.each([
    [
      [
        {
          instancePath: '/email',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
      ],
      'E-mail is required.',
    ],
    [
      [
        {
          instancePath: '/amount',
          keyword: 'invalid_type',
          message: 'Invalid input: expected number, received string',
          params: { expected: 'number' },
        },
      ],
      'Amount must be a number.',
    ],
    [
      [{ instancePath: '/email', keyword: 'invalid_format', message: 'must be a valid e-mail address' }],
      'E-mail must be a valid e-mail address.',
    ],
    [
      [{ instancePath: '/transactionLines/1/amount', keyword: 'custom', message: 'must have at most two decimals' }],
      'Amount of line 2 must have at most two decimals.',
    ],
    [
      [
        {
          instancePath: '/firstname',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
      ],
      'First name is required.',
    ],
    [
      [{ instancePath: '/openingBalance', keyword: 'custom', message: 'is too large' }],
      'Opening balance is too large.',
    ],
    [
      [{ instancePath: '/defaultBudgetId', keyword: 'custom', message: 'must be a number' }],
      'Default budget must be a number.',
    ],
    [
      [
        {
          instancePath: '/tags/2',
          keyword: 'invalid_type',
          message: 'Invalid input: expected number, received string',
          params: { expected: 'number' },
        },
      ],
      'Tags: item 3 must be a number.',
    ],
    [
      [
        {
          instancePath: '/',
          keyword: 'invalid_type',
          message: 'Invalid input: expected object, received null',
          params: { expected: 'object' },
        },
      ],
      'The request body must be an object.',
    ],
    [
      [
        { instancePath: '/a', keyword: 'too_big', message: 'Too big' },
        { instancePath: '/b', keyword: 'too_small', message: 'is required' },
      ],
      'A: Too big; B is required.',
    ],
  ])('describes %j as %s', (issues, expected) => {
    expect(describeValidationIssues(issues, 'body')).toBe(expected);
  });

  it('names a path parameter as part of the address', () => {
    expect(
      describeValidationIssues([{ instancePath: '/id', keyword: 'custom', message: 'must be a number' }], 'params'),
    ).toBe('The record number in the address must be a number.');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/validateEmail/abcDEF123', '/validateEmail/[redacted]'],
    ['/invitation/xyz?x=1', '/invitation/[redacted]?x=1'],
    ['/?emailvalidationid=secret&a=b', '/?emailvalidationid=[redacted]&a=b'],
    ['/register?invitation=secret', '/register?invitation=[redacted]'],
    [apiRoutes.user.get.path, apiRoutes.user.get.path],
  ])('keeps %s out of the logs as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
