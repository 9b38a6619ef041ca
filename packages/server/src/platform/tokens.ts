import type { Role, TokenClaims } from '@hearth/contract';
import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenSubject {
  userId: number;
  email: string;
  firstname: string;
  surname: string;
  defaultAccountId: number | null;
  role: Role;
  /** The server-side session the token belongs to. */
  sessionId: string;
}

export interface VerifiedToken {
  userId: number;
  sessionId: string;
}

interface Remembered extends VerifiedToken {
  /** The token's expiry, in seconds since the epoch. */
  exp: number;
}

/** How many verified tokens are remembered: far more than the sessions a household keeps open. */
const REMEMBERED_TOKENS = 10_000;

export class TokenService {
  /** The HMAC key, imported once: handing jose the raw secret imports it again on every call. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature and claims were checked, by their exact text. A token never changes, so its
   * signature need not be checked again on every request (an HMAC through WebCrypto is most of a small
   * call's time); its expiry is still compared with the clock on every use. Least recently used first out.
   */
  private readonly verified = new Map<string, Remembered>();

  constructor(
    secret: Uint8Array,
    private readonly lifetimeSeconds: number,
    private readonly clock: () => Date,
  ) {
    this.key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** How long a token lasts: a session is renewed with a fresh one before that. */
  get lifetime(): number {
    return this.lifetimeSeconds;
  }

  /** A token for the subject, lasting its lifetime but never past `notAfter` (the session's own end). */
  async issue(subject: TokenSubject, notAfter?: Date): Promise<{ token: string; expiresAt: string }> {
    const now = Math.floor(this.clock().getTime() / 1000);
    const exp = Math.min(now + this.lifetimeSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Infinity);
    const claims: Omit<TokenClaims, 'sub' | 'exp' | 'iat'> = {
      email: subject.email,
      given_name: subject.firstname,
      family_name: subject.surname,
      defaultAccountId: subject.defaultAccountId,
      role: subject.role,
      uid: subject.userId,
      sid: subject.sessionId,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.email)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The user the token speaks for, or null when it is forged, expired, exp-less or malformed. */
  async verify(token: string): Promise<VerifiedToken | null> {
    const nowSeconds = Math.floor(this.clock().getTime() / 1000);
    const remembered = this.verified.get(token);
    if (remembered) {
      this.verified.delete(token);
      if (remembered.exp <= nowSeconds) return null;
      this.verified.set(token, remembered);
      return { userId: remembered.userId, sessionId: remembered.sessionId };
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: this.clock(),
      });
      const userId = payload.uid;
      const sessionId = payload.sid;
      if (typeof userId !== 'number' || typeof sessionId !== 'string' || typeof payload.exp !== 'number') return null;
      if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { userId, sessionId, exp: payload.exp });
      return { userId, sessionId };
    } catch {
      return null;
    }
  }
}
