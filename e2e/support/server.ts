/**
 * Where the end-to-end server listens and keeps its data; playwright.config.ts starts it with these.
 * E2E_PORT picks another port (and its own data folder), so that two runs can go on side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The server's PUBLIC_URL: the same server by name. WebAuthn refuses an IP address as a site (its relying
 * party id must be a domain), so the passkey specs open the app here; localhost is a secure context over
 * plain http as 127.0.0.1 is.
 */
export const E2E_PUBLIC_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = E2E_PORT === 8181 ? 'e2e/.data' : `e2e/.data-${E2E_PORT}`;
