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
    rolldownOptions: {
      output: {
        // Libraries every page needs get chunks of their own, cached across releases of the app's code.
        // Charts and date pickers stay out of these groups so that only the pages using them load them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications|modals|store)[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
