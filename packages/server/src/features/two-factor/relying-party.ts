import type { Config } from '../../config.js';

/** Hearth as WebAuthn sees it: passkeys belong to the host of PUBLIC_URL and answer only its origin. */
export interface RelyingParty {
  name: string;
  /** The host name, without scheme or port. */
  id: string;
  /**
   * The one origin a browser may sign for. Kept strict: a passkey made on one address is refused on
   * another, so PUBLIC_URL must be the address people open (the end-to-end tests set it to theirs).
   */
  origins: string[];
}

export function relyingPartyOf(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { name: 'Hearth', id: url.hostname, origins: [url.origin] };
}
