import type { z } from 'zod';

/** An answer that is not the JSON envelope: a file's bytes, or the OpenAPI document. */
export interface RawAnswer {
  readonly raw: 'file' | 'openapi-document';
}

/**
 * The schemas of one route: its path's parameters, its query, its JSON body, and its answer, which is the
 * schema of the envelope's `data` (the server puts it in `{ responseState, data }`) or a RawAnswer.
 */
export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType | RawAnswer;
}

/** A route whose answer is the envelope, with the schema of its data. */
export interface JsonRouteSchemas extends RouteSchemas {
  readonly response: z.ZodType;
}

export const isRawAnswer = (response: RouteSchemas['response']): response is RawAnswer => 'raw' in response;

/** The data of a route's answer, as its schema reads it. */
export type AnswerOf<S extends JsonRouteSchemas> = z.output<S['response']>;

/** What a route's JSON body may be, as its schema accepts it; a route without one takes none (or a form). */
export type BodyOf<S extends RouteSchemas> = S extends { body: infer B extends z.ZodType } ? z.input<B> : never;
