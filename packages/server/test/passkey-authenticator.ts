import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API tests: an ES256 key pair that answers WebAuthn registration
 * ("none" attestation) and authentication the way a browser's PublicKeyCredential.toJSON() does, for
 * the origin and RP ID a test gives. Flags and counter can be set to test the server's refusals.
 */
export interface AuthenticatorOptions {
  origin: string;
  rpId: string;
  /** User present and verified, as a device with a PIN or biometrics reports; true by default. */
  userVerified?: boolean;
  /** The signature counter's next value; authenticators of synced passkeys always send 0. */
  counter?: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

export class SoftwareAuthenticator {
  readonly credentialId = crypto.randomBytes(32);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter: number;
  userVerified: boolean;

  constructor(private readonly options: AuthenticatorOptions) {
    this.counter = options.counter ?? 1;
    this.userVerified = options.userVerified ?? true;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra = 0): number {
    return FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  /** The JSON of navigator.credentials.create() for a challenge of the server's registration options. */
  register(challenge: string, overrides: { origin?: string; rpId?: string } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.options.rpId),
      Buffer.from([this.flags(FLAG_ATTESTED_CREDENTIAL)]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none given
      idLength,
      this.credentialId,
      Buffer.from(this.coseKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return this.credential({
      clientDataJSON: b64url(this.clientData('webauthn.create', challenge, overrides.origin ?? this.options.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal', 'hybrid'],
    });
  }

  /** The JSON of navigator.credentials.get(): signs authenticator data and the client data's hash. */
  authenticate(challenge: string, overrides: { origin?: string; rpId?: string } = {}) {
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.options.rpId),
      Buffer.from([this.flags()]),
      uint32(this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', challenge, overrides.origin ?? this.options.origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    if (this.counter > 0) this.counter += 1;
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    });
  }

  /** The credential's JSON around the response of one ceremony, as the browser hands it to the page. */
  private credential<R extends object>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response,
    };
  }
}
