import type { FastifyReply } from 'fastify';

/**
 * Sends a successful envelope whose data is JSON made elsewhere (a worker thread, as UTF-8 bytes): the
 * request thread only puts the envelope around them, outside its JavaScript heap, and the route's schema,
 * which still documents the answer, is checked where the JSON was made (as the answer cache does).
 */
export function sendPreparedAnswer(reply: FastifyReply, description: string, data: Uint8Array): FastifyReply {
  const head = JSON.stringify({ responseState: { isSuccess: true, description } });
  const body = Buffer.concat([Buffer.from(`${head.slice(0, -1)},"data":`), data, Buffer.from('}')]);
  return reply.type('application/json; charset=utf-8').send(body);
}
