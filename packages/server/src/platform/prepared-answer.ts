import type { FastifyReply } from 'fastify';

/**
 * Sends a successful envelope whose data is JSON made elsewhere (a worker thread): the request thread only
 * joins the strings, and the route's schema, which still documents the answer, is checked where the JSON
 * was made (as the answer cache does). Fastify sends a JSON string as it is.
 */
export function sendPreparedAnswer(reply: FastifyReply, description: string, dataJson: string): FastifyReply {
  const head = JSON.stringify({ responseState: { isSuccess: true, description } });
  return reply.type('application/json; charset=utf-8').send(`${head.slice(0, -1)},"data":${dataJson}}`);
}
