import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { apiRoutes } from '@hearth/contract';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './features/accounts/routes.js';
import { attachmentRoutes } from './features/attachments/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { budgetRoutes } from './features/budgets/routes.js';
import { categoryRoutes } from './features/categories/routes.js';
import { familyRoutes } from './features/family/routes.js';
import { familyDataRoutes } from './features/family-data/routes.js';
import { heartbeatRoutes } from './features/heartbeat/routes.js';
import { backupRoutes } from './features/backups/routes.js';
import { connectionRoutes } from './features/connections/routes.js';
import { importRoutes } from './features/import/routes.js';
import { appImportRoutes } from './features/app-import/routes.js';
import { investmentRoutes } from './features/investments/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { scenarioRoutes } from './features/scenarios/routes.js';
import { scheduleRoutes } from './features/schedules/routes.js';
import { sessionRoutes } from './features/sessions/routes.js';
import { tagRoutes } from './features/tags/routes.js';
import { timezoneRoutes } from './features/timezones/routes.js';
import { transactionRoutes } from './features/transactions/routes.js';
import { undoRoutes } from './features/undo/routes.js';
import { historyRoutes } from './features/history/routes.js';
import { passkeySignInRoutes } from './features/two-factor/passkey-sign-in-routes.js';
import { twoFactorRoutes } from './features/two-factor/routes.js';
import { userRoutes } from './features/users/routes.js';
import { authenticate } from './platform/auth-guard.js';
import { refuseControlCharacters } from './platform/control-characters.js';
import type { Config } from './config.js';
import type { AppDeps } from './platform/deps.js';
import { registerCompression } from './platform/compression.js';
import { registerEnvelopeErrors } from './platform/envelope.js';
import { AppError } from './platform/errors.js';
import { answerClientError, answerRoutingError, MAX_PARAM_LENGTH } from './platform/framework-errors.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerWebApp } from './platform/web-static.js';
import { refuseUnlistedApiRoute, routeOf } from './platform/api-route.js';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server. */
function trustedProxies(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export interface BuildOptions {
  /** The process's logger; without one the application does not log (tests). */
  logger?: FastifyBaseLogger;
}

/** The whole application, ready to listen or to be driven through inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerRoutingError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(deps.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  app.decorateRequest('auth', null);
  // The API speaks JSON (and multipart for files); plain text bodies are refused with a 415.
  app.removeContentTypeParser('text/plain');
  registerEnvelopeErrors(app);

  // Every API route comes from the contract's table: one registered otherwise is a mistake, refused at start.
  app.addHook('onRoute', refuseUnlistedApiRoute);
  registerSecurityHeaders(app);
  registerCompression(app);
  // One rule for every route's body, querystring and path, before any schema sees them.
  app.addHook('preValidation', refuseControlCharacters);

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        description: 'Family finance: accounts, transactions, schedules, budgets.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.route({ ...routeOf(apiRoutes.docs.openApi), schema: { hide: true }, handler: async () => app.swagger() });

  await app.register(authRoutes(deps));
  await app.register(passkeySignInRoutes(deps));
  await app.register(timezoneRoutes);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', authenticate(deps.db, deps.tokens, deps.clock));
    await signedIn.register(userRoutes(deps));
    await signedIn.register(twoFactorRoutes(deps));
    await signedIn.register(sessionRoutes(deps));
    await signedIn.register(familyRoutes(deps));
    await signedIn.register(familyDataRoutes(deps));
    await signedIn.register(heartbeatRoutes(deps));
    await signedIn.register(backupRoutes(deps));
    await signedIn.register(accountRoutes(deps));
    await signedIn.register(categoryRoutes(deps));
    await signedIn.register(transactionRoutes(deps));
    await signedIn.register(undoRoutes(deps));
    await signedIn.register(historyRoutes(deps));
    await signedIn.register(tagRoutes(deps));
    await signedIn.register(attachmentRoutes(deps));
    await signedIn.register(budgetRoutes(deps));
    await signedIn.register(scheduleRoutes(deps));
    await signedIn.register(scenarioRoutes(deps));
    await signedIn.register(reportRoutes(deps));
    await signedIn.register(appImportRoutes(deps));
    await signedIn.register(importRoutes(deps));
    await signedIn.register(connectionRoutes(deps));
    await signedIn.register(investmentRoutes(deps));
  });

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}
