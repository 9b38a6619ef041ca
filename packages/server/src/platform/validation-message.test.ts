import { describe, expect, it } from 'vitest';
import { describeValidationIssues } from './validation-message.js';
import { redactUrl } from './logging.js';

describe('describeValidationIssues', () => {
  it.each([
    [[{ instancePath: '/email', keyword: 'invalid_type', message: 'Invalid input: expected string, received undefined' }], 'email is required.'],
    [[{ instancePath: '/amount', keyword: 'invalid_type', message: 'Invalid input: expected number, received string', params: { expected: 'number' } }], 'amount must be a number.'],
    [[{ instancePath: '/email', keyword: 'invalid_format', message: 'must be a valid e-mail address' }], 'email must be a valid e-mail address.'],
    [[{ instancePath: '/lines/0/amount', keyword: 'custom', message: 'must have at most two decimals' }], 'lines.0.amount must have at most two decimals.'],
    [[{ instancePath: '/', keyword: 'invalid_type', message: 'Invalid input: expected object, received null', params: { expected: 'object' } }], 'The request body must be an object.'],
    [[{ instancePath: '/a', keyword: 'too_big', message: 'Too big' }, { instancePath: '/b', keyword: 'too_small', message: 'is required' }], 'a: Too big; b is required.'],
  ])('describes %j as %s', (issues, expected) => {
    expect(describeValidationIssues(issues, 'body')).toBe(expected);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/validateEmail/abcDEF123', '/validateEmail/[redacted]'],
    ['/invitation/xyz?x=1', '/invitation/[redacted]?x=1'],
    ['/?emailvalidationid=secret&a=b', '/?emailvalidationid=[redacted]&a=b'],
    ['/register?invitation=secret', '/register?invitation=[redacted]'],
    ['/api/user', '/api/user'],
  ])('keeps %s out of the logs as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
