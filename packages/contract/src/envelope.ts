import { z } from 'zod';

/** Every answer of the API, success or failure, has this shape. */
export const responseStateSchema = z.object({
  isSuccess: z.boolean(),
  description: z.string(),
});

export type ResponseState = z.infer<typeof responseStateSchema>;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ responseState: responseStateSchema, data });
}

export const errorEnvelopeSchema = z.object({
  responseState: responseStateSchema,
  data: z.null(),
});

export interface Envelope<T> {
  responseState: ResponseState;
  data: T;
}

export function ok<T>(data: T, description = 'Success'): Envelope<T> {
  return { responseState: { isSuccess: true, description }, data };
}

export function failure(description: string): Envelope<null> {
  return { responseState: { isSuccess: false, description }, data: null };
}
