import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';

/** Links sent by e-mail carry secrets in their path or query: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/\/(validateEmail|invitation)\/[^/?#]+/g, '/$1/[redacted]')
    .replace(/([?&](?:emailvalidationid|invitation)=)[^&#]+/g, '$1[redacted]');
}

export function createLogger(level: string) {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  });
}
