import crypto from 'node:crypto';
import { ProviderError } from '../provider-errors.js';

/**
 * Enable Banking authenticates an application by a JWT on every request, signed RS256 with the application's
 * private key: header `kid` is the application id, claims iss "enablebanking.com", aud "api.enablebanking.com",
 * and a lifetime of at most a day (docs/bank-sync.md).
 */
export const JWT_ISSUER = 'enablebanking.com';
export const JWT_AUDIENCE = 'api.enablebanking.com';
export const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;
const DEFAULT_JWT_LIFETIME_SECONDS = 60 * 60;

/** The application's id and key, as the family registered it with Enable Banking. */
export interface EnableBankingCredentials {
  readonly applicationId: string;
  readonly privateKey: crypto.KeyObject;
}

/** Credentials that cannot sign: said in words a person can act on (a 400), never holding the key itself. */
export class EnableBankingKeyError extends ProviderError {
  constructor(message: string) {
    super(message, { badInput: true });
    this.name = 'EnableBankingKeyError';
  }
}

const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application id as Enable Banking's control panel shows it (a UUID), or a clear error. */
export function readApplicationId(text: string): string {
  const id = text.trim();
  if (!APPLICATION_ID.test(id)) {
    throw new EnableBankingKeyError(
      'The Enable Banking application id must be the id shown in the control panel, like aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee.',
    );
  }
  return id.toLowerCase();
}

/** An RSA private key from the PEM file Enable Banking gave, or a clear error (never quoting the key). */
export function readPrivateKey(pem: string): crypto.KeyObject {
  const text = pem.trim();
  if (!text.startsWith('-----BEGIN') || !/-----END [A-Z ]*PRIVATE KEY-----$/.test(text)) {
    throw new EnableBankingKeyError(
      'The Enable Banking private key must be the whole .pem file, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.',
    );
  }
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey({ key: text, format: 'pem' });
  } catch {
    throw new EnableBankingKeyError(
      'The Enable Banking private key could not be read: it is damaged, protected by a passphrase, or not a private key.',
    );
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new EnableBankingKeyError('The Enable Banking private key must be an RSA key (RS256).');
  }
  return key;
}

/** Both halves of the credentials read and checked together. */
export function readCredentials(applicationId: string, privateKeyPem: string): EnableBankingCredentials {
  return { applicationId: readApplicationId(applicationId), privateKey: readPrivateKey(privateKeyPem) };
}

function base64Url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** A signed token for requests made at `now`, valid for `lifetimeSeconds` (at most a day). */
export function signEnableBankingJwt(
  credentials: EnableBankingCredentials,
  now: Date,
  lifetimeSeconds = DEFAULT_JWT_LIFETIME_SECONDS,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const lifetime = Math.min(Math.max(Math.floor(lifetimeSeconds), 1), MAX_JWT_LIFETIME_SECONDS);
  const header = base64Url(JSON.stringify({ typ: 'JWT', alg: 'RS256', kid: credentials.applicationId }));
  const claims = base64Url(
    JSON.stringify({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: issuedAt, exp: issuedAt + lifetime }),
  );
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), credentials.privateKey);
  return `${header}.${claims}.${base64Url(signature)}`;
}
