import { envelopeOf, ok, timezoneCountrySchema } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timezoneCountries } from './service.js';

export const timezoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timezones',
    {
      schema: {
        tags: ['account'],
        summary: 'Countries, each with its time zones (public: registration needs it)',
        response: { 200: envelopeOf(z.array(timezoneCountrySchema)) },
      },
    },
    async () => ok(timezoneCountries()),
  );
};
