import type { z } from 'zod';
import { EnableBankingRequestError } from './api.js';

/** An answer read by its schema; one of another shape is a failure of the provider, said so in words. */
export function parseAnswer<T extends z.ZodType>(schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
    throw new EnableBankingRequestError(
      `Enable Banking answered in an unexpected shape (at ${where}).`,
      200,
      null,
      null,
      false,
    );
  }
  return parsed.data;
}
