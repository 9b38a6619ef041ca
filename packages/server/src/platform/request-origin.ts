import type { FastifyRequest } from 'fastify';

/** Where a request came from, as sessions and security events remember it. */
export interface RequestOrigin {
  /** The socket's address, or the forwarded one when TRUST_PROXY trusts the proxy in between. */
  ipAddress: string;
  userAgent: string;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ipAddress: (request.ip ?? '').slice(0, 64),
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, 500),
  };
}

/** For work no request started (background jobs, tests). */
export const NO_ORIGIN: RequestOrigin = { ipAddress: '', userAgent: '' };
