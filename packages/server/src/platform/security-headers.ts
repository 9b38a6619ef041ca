import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Self-hosted instances are often reached over plain HTTP on a home network.
  strictTransportSecurity: false,
};

/**
 * Helmet's headers as a plain list, worked out once: helmet writes them on a response, and a detached one
 * collects them. Every answer carries them, those given before a request has a route (a broken address,
 * too long a path parameter, a malformed request) included.
 */
export const SECURITY_HEADERS: OutgoingHttpHeaders = (() => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(HELMET_OPTIONS)(response.req, response, () => undefined);
  return response.getHeaders();
})();

/** The security headers on every answer that goes through Fastify's request cycle, without work per request. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
