import { Role } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import { forbidden, unauthorized } from './errors.js';
import type { TokenService } from './tokens.js';

export interface AuthContext {
  userId: number;
  familyId: number;
  role: Role;
  email: string;
  timezoneId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Every request asks for its user: compiled once. */
const signedInUser = preparedQuery((db, userId: number) =>
  db.selectFrom('users').select(['id', 'family_id', 'role', 'email', 'token_version', 'timezone_id']).where('id', '=', userId),
);

/** Resolves the bearer token to the signed-in user; a forged, expired or superseded token is a 401. */
export function authenticate(db: Db, tokens: TokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('You need to log in to do this.');
    const verified = await tokens.verify(match[1]);
    if (!verified) throw unauthorized('Your session has expired or is not valid. Please log in again.');
    const [user] = await signedInUser(db.kysely, verified.userId);
    if (!user || user.token_version !== verified.tokenVersion) {
      throw unauthorized('Your session has expired or is not valid. Please log in again.');
    }
    request.auth = {
      userId: user.id,
      familyId: user.family_id,
      role: user.role === Role.Admin ? Role.Admin : Role.Member,
      email: user.email,
      timezoneId: user.timezone_id,
    };
  };
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireAdmin(auth: AuthContext, message: string): void {
  if (auth.role !== Role.Admin) throw forbidden(message);
}
