import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure, Messages } from '@hearth/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.js';

/** The longest value one path parameter may have; ids and links are far shorter. */
export const MAX_PARAM_LENGTH = 200;

/** The errors Fastify meets before a request has a route, in words a person understands. */
const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: `The address is too long: a part of it may have at most ${MAX_PARAM_LENGTH} characters.`,
};

/**
 * Fastify's frameworkErrors: a broken or too long address is answered before any hook runs, so the
 * envelope and the security headers are put on here.
 */
export function answerRoutingError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = ROUTING_MESSAGES[error.code];
  const status = message ? (error.statusCode ?? 400) : 500;
  void reply
    .headers(SECURITY_HEADERS)
    .code(status)
    .send(failure(message ?? Messages.unhandled));
}

interface ConnectionError extends Error {
  code?: string;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's clientErrorHandler: a request the HTTP parser cannot read has no request object at all, so
 * the answer is written on the socket, still as the envelope with the security headers.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify(failure(message));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(
    ([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy(error);
}
