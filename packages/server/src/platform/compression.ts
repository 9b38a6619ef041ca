import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses in the thread pool, off the thread that answers requests. Brotli at quality 4 costs about as
 * little time as gzip and makes smaller answers; gzip for clients without brotli.
 */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzip(body);
}

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli, then gzip, each unless refused with
 * q=0; `*` stands for either. Null when the client takes neither.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/**
 * Sends a body already compressed in the client's encoding (an answer kept with its compressed copies);
 * the compression hook leaves an answer that has an encoding alone.
 */
export function sendEncoded(reply: FastifyReply, body: Buffer, encoding: Encoding | null): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Answers of a kilobyte or more travel compressed to clients that accept it. Only answers held whole in
 * memory are compressed (JSON, the API's pages): files are sent as streams, and the web application's
 * assets are compressed once, when it is built (web-static.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(body, encoding);
    reply.header('content-encoding', encoding);
    return compressed;
  });
}
