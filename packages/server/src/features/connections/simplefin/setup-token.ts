import { providerUrl, ProviderError } from '../provider-errors.js';

const NOT_A_TOKEN =
  'This is not a SimpleFIN setup token: copy the whole token your SimpleFIN Bridge shows after "Connect an app".';

/** A setup token is the base64 of the claim address (SimpleFIN protocol, "Setup Token"). */
export function claimUrlOf(setupToken: string): URL {
  const compact = setupToken.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(compact)) throw new ProviderError(NOT_A_TOKEN, { badInput: true });
  const decoded = Buffer.from(compact, 'base64').toString('utf8');
  if (!/^https?:\/\//.test(decoded)) throw new ProviderError(NOT_A_TOKEN, { badInput: true });
  return providerUrl(decoded, "setup token's claim address");
}

/**
 * The access address the claim answers: `https://user:password@host/path`. Its credentials are taken out
 * of the address (fetch refuses them there) and sent as Basic authorisation.
 */
export interface AccessPoint {
  base: URL;
  authorization: string;
}

export function accessPointOf(accessUrl: string): AccessPoint {
  const url = providerUrl(accessUrl.trim(), 'access address SimpleFIN Bridge gave');
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  url.pathname = url.pathname.replace(/\/+$/, '');
  return {
    base: url,
    authorization: `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`,
  };
}
