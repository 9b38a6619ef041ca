import { envelopeOf, ok, timezoneCountriesSchema } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneCountries } from './service.js';

export const timezoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timezones',
    {
      schema: {
        tags: ['account'],
        summary: 'Countries, each with its time zones (public: registration needs it)',
        response: { 200: envelopeOf(timezoneCountriesSchema) },
      },
    },
    async () => ok(timezoneCountries()),
  );
};
