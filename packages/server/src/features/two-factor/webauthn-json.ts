import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

/**
 * The browser's JSON forms of a new credential and of an assertion (PublicKeyCredential.toJSON()), read
 * before the WebAuthn library sees them: the contract only says they are objects, and the library
 * expects its own types. Fields Hearth does not use (extension results) are dropped.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/);
/** WebAuthn allows credential ids of up to 1023 bytes: 1364 characters in base64url. */
const credentialId = base64url(1400).min(1);
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** What every credential's JSON carries, around its response. */
const credential = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: attachment,
};

const registrationJson = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(8_000),
    attestationObject: base64url(64_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

const authenticationJson = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(8_000),
    authenticatorData: base64url(8_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
});

export function registrationResponseOf(value: unknown): RegistrationResponseJSON | null {
  const parsed = registrationJson.safeParse(value);
  return parsed.success ? { ...parsed.data, clientExtensionResults: {} } : null;
}

export function authenticationResponseOf(value: unknown): AuthenticationResponseJSON | null {
  const parsed = authenticationJson.safeParse(value);
  return parsed.success ? { ...parsed.data, clientExtensionResults: {} } : null;
}
