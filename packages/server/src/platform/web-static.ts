import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiRoutes, failure } from '@hearth/contract';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-route.js';

/** Pages of the web application at the address of an API route that only takes a POST. */
const WEB_PAGES = new Set<string>([apiRoutes.auth.register.path, apiRoutes.auth.recover.path]);

/** API paths answer 404 in the envelope; every other GET is a route of the web application. */
const isApiAnswer = (url: string) => isApiPath(url) && !WEB_PAGES.has(url.split('?')[0] ?? url);

export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasWeb = !!webDistDir && fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (tools/build-web-if-changed.mjs): sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their name; index.html must always be fetched anew.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiAnswer(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(`There is no ${request.method} ${request.url.split('?')[0]} here.`));
  });
}
