import { E2E_PORT } from './server';

/**
 * The fake Enable Banking API the end-to-end server signs its requests to (ENABLE_BANKING_API_URL), on a
 * port beside the server's own; the spec that connects a bank starts it (packages/server/test/support).
 */
export const ENABLE_BANKING_FAKE_PORT = E2E_PORT + 200;
export const ENABLE_BANKING_FAKE_URL = `http://127.0.0.1:${ENABLE_BANKING_FAKE_PORT}`;
