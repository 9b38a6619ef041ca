import { apiRoutes } from '@hearth/contract/plain';
import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';

/** The API routes mails link to, whose parameter is the link's secret: `/validateEmail/`, `/invitation/`. */
const SECRET_PATH_STARTS = [apiRoutes.auth.validateEmail, apiRoutes.auth.invitation].map((route) =>
  route.path.replace(/:[A-Za-z]+$/, ''),
);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECRET_IN_PATH = new RegExp(`(${SECRET_PATH_STARTS.map(escaped).join('|')})[^/?#]+`, 'g');

/** Links sent by e-mail carry secrets in their path or query: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_IN_PATH, '$1[redacted]')
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
