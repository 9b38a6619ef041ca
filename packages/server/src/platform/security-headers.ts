import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Left to inference: helmet's ESM types and the CommonJS ones @fastify/helmet uses declare the same
// options twice, and a literal object fits both.
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

/** Helmet's headers on every answer that goes through Fastify's request cycle. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
}

/**
 * The same headers as a plain list, for the answers given before a request has a route (a broken
 * address, too long a path parameter, a malformed request): there no hook runs. Helmet writes them on a
 * response; a detached one collects them.
 */
export const SECURITY_HEADERS: OutgoingHttpHeaders = (() => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(HELMET_OPTIONS)(response.req, response, () => undefined);
  return response.getHeaders();
})();
