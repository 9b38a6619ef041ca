import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { SignedInUser } from './users.js';

export interface IsolationCase {
  /** A user of another family than the one that owns the row. */
  stranger: SignedInUser;
  /** The request for an id; the same shape is sent for the foreign and the missing id. */
  request(id: string | number): InjectOptions;
  /** An id that belongs to the other family. */
  foreignId: string | number;
  /** An id that exists nowhere. */
  missingId: string | number;
}

/**
 * Proves that a family's row is invisible to another family: the answer for its id is exactly the
 * answer for an id that does not exist (same status, same body), and it is not a success.
 */
export async function expectFamilyIsolation(isolation: IsolationCase): Promise<void> {
  const foreign = await isolation.stranger.inject(isolation.request(isolation.foreignId));
  const missing = await isolation.stranger.inject(isolation.request(isolation.missingId));
  expect(missing.statusCode).toBeGreaterThanOrEqual(400);
  expect(foreign.statusCode).toBe(missing.statusCode);
  // A description may name the id it was asked for; everything else must be identical.
  const normalised = (body: string, id: string | number) => body.replaceAll(String(id), ':id');
  expect(normalised(foreign.body, isolation.foreignId)).toBe(normalised(missing.body, isolation.missingId));
}

/** An id that exists nowhere, to compare a foreign row's answers with. */
export const MISSING_ID = 99999999;

/** expectFamilyIsolation for each of several requests about one row of another family. */
export async function expectRowIsolated(
  stranger: SignedInUser,
  foreignId: string | number,
  ...requests: IsolationCase['request'][]
): Promise<void> {
  for (const request of requests) await expectFamilyIsolation({ stranger, foreignId, missingId: MISSING_ID, request });
}
