import { apiEndpoints, apiRoutes, envelopeOf, tagSchema } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointRoute, isApiPath, refuseUnlistedApiRoute, schemaOf } from './api-route.js';

const docs = { tags: ['tags'], summary: 'Tags' };

describe('routes registered from the contract', () => {
  it('gives Fastify the schemas of the endpoint: the query as querystring, the answer in the envelope', () => {
    const { method, url, schema } = endpointRoute(apiEndpoints.tags.list, docs);
    expect([method, url, schema.tags, schema.summary]).toEqual(['GET', apiRoutes.tags.list.path, ['tags'], 'Tags']);
    expect(schema.querystring).toBe(apiEndpoints.tags.list.query);
    expect(schema.response[200].shape.data).toBe(apiEndpoints.tags.list.response);
    expect(Object.keys(schemaOf(apiEndpoints.attachments.download))).toEqual(['params']);
  });

  it.each([
    ['its own schemas', { ...docs, ...schemaOf(apiEndpoints.tags.list) }, null],
    ['another endpoint’s', schemaOf(apiEndpoints.tags.detailed), 'does not take its schemas from the contract'],
    [
      'schemas written beside it',
      { querystring: apiEndpoints.tags.list.query, response: { 200: envelopeOf(z.array(tagSchema)) } },
      'does not take its schemas from the contract',
    ],
  ])('GET /api/tags registered with %s', (_, schema, refusal) => {
    const register = () => refuseUnlistedApiRoute({ method: 'GET', url: apiRoutes.tags.list.path, schema });
    if (refusal) expect(register).toThrow(refusal);
    else expect(register).not.toThrow();
  });

  it.each([
    ['/api', true],
    [`${apiRoutes.tags.list.path}?x=1`, true],
    ['/token', true],
    ['/invitation/abc', true],
    ['/register', true],
    ['/apiary', false],
    ['/assets/index.js', false],
    ['/', false],
  ])('%s is an address of the API: %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
