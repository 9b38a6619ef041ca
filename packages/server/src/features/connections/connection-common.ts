import { badRequest, AppError } from '../../platform/errors.js';
import type { RemoteAccount } from './provider.js';
import { ProviderError } from './provider-errors.js';
import type { KeptOffer } from './views.js';

export const ADMIN_ONLY = 'Only an Admin of the family can change its bank connections.';

/** A provider's refusal as the API answers it: the family's input at fault is a 400, the provider's a 502. */
export function answerOfProviderError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.badInput) return badRequest(error.message);
  if (error.retryAfterSeconds !== null) return new AppError(429, error.message);
  return new AppError(502, error.message);
}

export function keptOffer(account: RemoteAccount): KeptOffer {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    balanceCents: account.balanceCents,
    institution: account.institution,
  };
}
