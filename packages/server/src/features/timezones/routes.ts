import { envelopeOf, ok, timezoneCountriesSchema, apiRoutes } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneCountries } from './service.js';
import { routeOf } from '../../platform/api-route.js';

export const timezoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(apiRoutes.timezones.list),
    schema: {
      tags: ['account'],
      summary: 'Countries, each with its time zones (public: registration needs it)',
      response: { 200: envelopeOf(timezoneCountriesSchema) },
    },
    handler: async () => ok(timezoneCountries()),
  });
};
