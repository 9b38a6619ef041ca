import { describe, expect, it } from 'vitest';
import { editorRoute, leavesTo } from './editor-route';

describe('editorRoute', () => {
  it.each([
    { name: '/transaction/', params: {}, query: '', route: { kind: 'new' } },
    { name: '/transaction/12', params: { id: '12' }, query: '', route: { kind: 'existing', id: 12 } },
    { name: '/transaction/abc', params: { id: 'abc' }, query: '', route: { kind: 'invalid' } },
    { name: '/transaction/0', params: { id: '0' }, query: '', route: { kind: 'invalid' } },
    { name: '/transaction/1.5', params: { id: '1.5' }, query: '', route: { kind: 'invalid' } },
    {
      name: '/transaction/schedule/3/4',
      params: { scheduleId: '3', paymentNumber: '4' },
      query: '',
      route: { kind: 'scheduled', scheduleId: 3, paymentNumber: 4 },
    },
    {
      name: '/transaction/schedule/3/x',
      params: { scheduleId: '3', paymentNumber: 'x' },
      query: '',
      route: { kind: 'invalid' },
    },
    {
      name: '/transaction/schedule/0/1',
      params: { scheduleId: '0', paymentNumber: '1' },
      query: '',
      route: { kind: 'invalid' },
    },
    {
      name: 'a payment with a transaction id',
      params: { scheduleId: '3', paymentNumber: '4' },
      query: 'transactionId=12',
      route: { kind: 'conflict' },
    },
    {
      name: 'a transaction with a schedule id',
      params: { id: '12' },
      query: 'scheduleId=3',
      route: { kind: 'conflict' },
    },
    {
      name: 'a new transaction with both in the query',
      params: {},
      query: 'id=5&scheduleId=3&paymentNumber=1',
      route: { kind: 'conflict' },
    },
    {
      name: 'a payment by query only',
      params: {},
      query: 'scheduleId=3&paymentNumber=2',
      route: { kind: 'scheduled', scheduleId: 3, paymentNumber: 2 },
    },
  ])('$name', ({ params, query, route }) => {
    expect(editorRoute(params, new URLSearchParams(query))).toEqual(route);
  });
});

describe('leavesTo', () => {
  it.each([
    { bankAccountId: 7, path: '/transactions/7' },
    { bankAccountId: null, path: '/' },
  ])('a transaction of bank account $bankAccountId leaves to $path', ({ bankAccountId, path }) => {
    expect(leavesTo(bankAccountId)).toBe(path);
  });
});
