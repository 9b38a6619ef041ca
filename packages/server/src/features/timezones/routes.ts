import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneCountries } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export const timezoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(apiEndpoints.timezones.list, {
      tags: ['account'],
      summary: 'Countries, each with its time zones (public: registration needs it)',
    }),
    handler: async () => ok(timezoneCountries()),
  });
};
