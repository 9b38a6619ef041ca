import type { TokenResponse } from '@hearth/contract';
import { isRecord, type DataSchema } from '../../api/client';

/**
 * The contract's `tokenResponseSchema`, checked by hand: sign-in and renewal answers are read on the first
 * page, where the contract's zod schemas would bring zod (some 24 kB of gzipped script) along.
 */
export const tokenResponseCheck: DataSchema<TokenResponse> = {
  safeParse(data) {
    if (isRecord(data)) {
      const { token, expiresAt, email } = data;
      if (typeof token === 'string' && typeof expiresAt === 'string' && typeof email === 'string') {
        return { success: true, data: { token, expiresAt, email } };
      }
    }
    return { success: false, error: { issues: ['expected { token, expiresAt, email } as strings'] } };
  },
};
