import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://127.0.0.1:8080';

/**
 * GET /register and GET /recover are pages of the app; only their POSTs belong to the server.
 * Returning the request URL from `bypass` makes Vite serve the SPA instead of proxying.
 */
function postOnly(): ProxyOptions {
  return {
    target: API_ORIGIN,
    bypass: (req) => (req.method === 'POST' ? undefined : req.url),
  };
}

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/token': API_ORIGIN,
      '/register': postOnly(),
      '/recover': postOnly(),
      '/validateEmail': API_ORIGIN,
      '/invitation': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
