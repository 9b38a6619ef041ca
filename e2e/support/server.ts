/** Where the end-to-end server listens and keeps its data; playwright.config.ts starts it with these. */
export const E2E_PORT = 8181;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = 'e2e/.data';
