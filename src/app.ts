// The Fastify application: one plugin per URL prefix, every error through one handler.
import http from 'node:http';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DomainError } from './platform/errors.ts';
import { uuidv7 } from './platform/ids.ts';
import { lazyChildLogger, type Logger } from './platform/log.ts';
import { registerAuth } from './platform/http/auth.ts';
import { sendError } from './platform/http/errors.ts';
import { ErrorSchema } from './platform/http/schema.ts';
import { registerProtection } from './platform/http/protection.ts';
import { LINGER, registerBodyRules } from './platform/http/body.ts';
import { limitConnections } from './platform/http/connections.ts';
import { frameworkAnswers } from './platform/http/framework-errors.ts';
import { redirectTrailingSlash } from './platform/http/trailing-slash.ts';
import { openapiOptions } from './platform/http/openapi.ts';
import { dealExamples } from './deals/examples.ts';
import { parsingExamples } from './parsing/examples.ts';
import { matchingExamples } from './matching/examples.ts';
import type { AppContext } from './context.ts';
import { dealRoutes } from './deals/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { parsingRoutes } from './parsing/routes.ts';
import { matchingRoutes } from './matching/routes.ts';
import { dashboardRoutes, errorHtml, isDashboardUrl } from './dashboard/routes.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // On the dashboard's paths, the answers made before any route runs are its error page too.
  const { frameworkErrors, clientErrorHandler, registerFrameworkAnswers } = frameworkAnswers((url, status, error, requestId) =>
    (isDashboardUrl(url) ? errorHtml(status, error, requestId) : null));
  const app = Fastify({
    loggerInstance: ctx.log as unknown as FastifyBaseLogger,
    // Per-request log lines only at debug/trace: at info they would double the cost of a fast request.
    // A request's pino child is made when the request first logs, not for every request (src/platform/log.ts).
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace' }),
    bodyLimit: ctx.config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : uuidv7();
    },
    // Validation must reject, never repair: no coercion, no stripping of unknown fields.
    // `verbose`: an error carries its schema, so the 422 can say the form expected (src/platform/http/errors.ts).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true, verbose: true } },
    // Requests that arrive while closing, and the router's and the HTTP parser's own refusals, are answered in the
    // error shape by framework-errors.ts.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    connectionTimeout: 60_000,
    requestTimeout: ctx.config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Node checks header and request timeouts on an interval (30 s by default): a tenth of the headers timeout
    // makes that timeout mean what it says.
    serverFactory: (handler) => http.createServer({
      headersTimeout: ctx.config.headersTimeoutMs, requestTimeout: ctx.config.requestTimeoutMs, keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(ctx.config.headersTimeoutMs / 10))),
      requireHostHeader: false, // checked in framework-errors.ts, so the refusal has the error shape
    }, handler),
  });

  app.addSchema(ErrorSchema);
  registerBodyRules(app, { ...LINGER, maxMs: Math.min(LINGER.maxMs, ctx.config.requestTimeoutMs) });
  limitConnections(app, { headersTimeoutMs: ctx.config.headersTimeoutMs, keepAliveTimeoutMs: 5_000, maxPerAddress: ctx.config.maxConnectionsPerAddress });
  app.addHook('onRequest', (request, reply, done) => { reply.header('Request-Id', request.id); done(); });
  registerFrameworkAnswers(app);
  redirectTrailingSlash(app);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new DomainError('not_found', 'no such route')));
  await registerProtection(app, { db: ctx.db, perMinute: ctx.config.rateLimitPerMinute, redisUrl: ctx.config.redisUrl, readyTimeoutMs: ctx.config.db.connectTimeoutMs });
  registerAuth(app, (token) => ctx.orgs.authenticate(token));

  await app.register(swagger, openapiOptions({ examples: { ...dealExamples, ...parsingExamples, ...matchingExamples },
    idempotent: ['createDeal', 'createParsing', 'createMatching'] }));
  // The reference page and its assets need no key.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  // The front door: a browser (it asks for HTML) goes to the dashboard, anything else (curl, a CRM's client) to the API
  // reference. The answer depends on Accept, so caches keep one per Accept.
  app.get('/', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const browser = /\btext\/html\b/i.test(request.headers.accept ?? '');
    return reply.code(302).header('Vary', 'Accept').header('Location', browser ? '/app' : '/docs').send();
  });

  await app.register(dealRoutes(ctx));
  await app.register(referenceRoutes);
  await app.register(parsingRoutes(ctx));
  await app.register(matchingRoutes(ctx));
  await app.register(dashboardRoutes(ctx), { prefix: '/app' });
  return app;
}
