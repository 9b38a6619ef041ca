import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { allApiRoutes, API_PATH_PREFIX, apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { requestTo } from './api-request.js';

describe('the HTTP platform', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build writes beside each asset (marked, to tell them from compression on the fly).
    fs.writeFileSync(
      path.join(webDir, 'assets', 'app-abc123.js.br'),
      zlib.brotliCompressSync('console.log(1) /* br */'),
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1) /* gzip */'));
    t = await createTestApp('sqlite', { webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    // A path the table does not have, on purpose.
    const response = await t.app.inject({ method: 'GET', url: `${API_PATH_PREFIX}nothing-here?x=1` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      responseState: { isSuccess: false, description: 'There is no GET /api/nothing-here here.' },
      data: null,
    });
  });

  // The web application's own pages (the spec's route list), not API paths.
  it.each([
    '/',
    '/register',
    '/recover',
    '/transactions/5',
    '/schedule/3/event/2',
    '/transactionsearch/?description=x',
  ])('serves the web application for the client route %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves built assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('sends built assets compressed with %s, as the build wrote them', async (encoding, decode) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(decode(response.rawPayload).toString()).toBe(`console.log(1) /* ${encoding} */`);
  });

  it('compresses an answer of a kilobyte or more for a client that accepts it, and no other', async () => {
    const compressed = await t.app.inject({
      ...requestTo(apiRoutes.docs.openApi),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString()).openapi).toMatch(/^3\./);
    const plain = await t.app.inject(requestTo(apiRoutes.docs.openApi));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({
      // A path the table does not have: its 404 answer is too small to compress.
      method: 'GET',
      url: `${API_PATH_PREFIX}nothing-here`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document built from the contract', async () => {
    const response = await t.app.inject(requestTo(apiRoutes.docs.openApi));
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    // Every route of the table but the document itself, in OpenAPI's form of a path.
    const routes = allApiRoutes().filter((route) => route !== apiRoutes.docs.openApi);
    const documented = routes.filter(
      (route) => document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()],
    );
    expect(documented).toEqual(routes);
    expect(
      document.paths[apiRoutes.auth.register.path].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['firstname', 'surname', 'email', 'password', 'confirmPassword', 'timezoneId']));
  });
});
