import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@hearth/contract';
import { tokenResponseCheck } from './token-response';

describe('tokenResponseCheck', () => {
  it.each([
    { name: 'a token answer', data: { token: 'a.b.c', expiresAt: '2030-01-01T00:00:00Z', email: 'anna@example.com' } },
    { name: 'an answer with more fields', data: { token: 't', expiresAt: 'e', email: 'm', role: 'Admin' } },
    { name: 'a missing e-mail', data: { token: 't', expiresAt: 'e' } },
    { name: 'a numeric expiry', data: { token: 't', expiresAt: 5, email: 'm' } },
    { name: 'null', data: null },
    { name: 'a list', data: ['t', 'e', 'm'] },
    { name: 'text', data: 'a.b.c' },
  ])('reads $name as the contract does', ({ data }) => {
    const byHand = tokenResponseCheck.safeParse(data);
    const contract = tokenResponseSchema.safeParse(data);
    expect(byHand.success).toBe(contract.success);
    if (byHand.success && contract.success) expect(byHand.data).toEqual(contract.data);
  });
});
