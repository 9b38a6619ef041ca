import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Executor } from '../db/database.js';
import { acceptedEncoding, compress, COMPRESSION_THRESHOLD, sendEncoded, type Encoding } from './compression.js';
import { dataVersion } from './tenancy.js';

interface KeptAnswer {
  version: number;
  body: Buffer;
  /** The body compressed in each encoding asked for so far. */
  encoded: Map<Encoding, Promise<Buffer>>;
  bytes: number;
}

export interface AnswerCacheOptions {
  /** The most bytes the kept answers (and their compressed copies) may take. */
  maxBytes: number;
  /** Checks every answer built against its schema before keeping it (tests). */
  validate: boolean;
}

/**
 * Answers that every screen asks for again and again (the accounts with their balances), kept serialized
 * and compressed per family until the family's data changes. Every write raises the family's data version
 * in its own transaction (writeForFamily), so an answer is served only while the version it was built
 * under is still the family's: one primary-key read instead of the whole query, its serialization and its
 * compression. The version is read before the answer is built, so a write committed meanwhile can only
 * make the kept answer newer than its version, never older; the next request then builds it again.
 * Each process keeps its own answers; they are checked against the database on every request, so several
 * workers never serve one another's stale answers.
 */
export class AnswerCache {
  private readonly kept = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly options: AnswerCacheOptions) {}

  /**
   * Sends the family's answer for `key` (which names the call and everything else the answer depends on,
   * such as the filter and the user's today), building it with `build` when the family's data changed.
   */
  async send(
    reply: FastifyReply,
    request: FastifyRequest,
    db: Executor,
    familyId: number,
    key: string,
    schema: ZodType,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const cacheKey = `${familyId}\u0000${key}`;
    const version = await dataVersion(db, familyId);
    let answer = this.kept.get(cacheKey);
    if (answer && answer.version === version) {
      // Most recently used last: the first entries are the first to go.
      this.kept.delete(cacheKey);
      this.kept.set(cacheKey, answer);
    } else {
      const built = await build();
      if (this.options.validate) schema.parse(built);
      const body = Buffer.from(JSON.stringify(built));
      answer = { version, body, encoded: new Map(), bytes: body.length };
      this.keep(cacheKey, answer);
    }
    reply.type('application/json; charset=utf-8');
    const encoding =
      answer.body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return sendEncoded(reply, answer.body, null);
    let compressed = answer.encoded.get(encoding);
    if (!compressed) {
      compressed = compress(answer.body, encoding);
      answer.encoded.set(encoding, compressed);
      const kept = answer;
      void compressed
        .then((buffer) => this.grow(cacheKey, kept, buffer.length))
        .catch(() => answer?.encoded.delete(encoding));
    }
    return sendEncoded(reply, await compressed, encoding);
  }

  private keep(cacheKey: string, answer: KeptAnswer): void {
    const previous = this.kept.get(cacheKey);
    if (previous) {
      this.kept.delete(cacheKey);
      this.bytes -= previous.bytes;
    }
    if (answer.bytes > this.options.maxBytes) return;
    this.kept.set(cacheKey, answer);
    this.bytes += answer.bytes;
    this.evict();
  }

  /** Counts a compressed copy once it is made, if its answer is still kept. */
  private grow(cacheKey: string, answer: KeptAnswer, bytes: number): void {
    if (this.kept.get(cacheKey) !== answer) return;
    answer.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, answer] of this.kept) {
      if (this.bytes <= this.options.maxBytes) break;
      this.kept.delete(key);
      this.bytes -= answer.bytes;
    }
  }

  /** How many answers and bytes are kept (for tests). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.bytes };
  }
}
