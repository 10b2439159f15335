import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { adminAuthRoutes } from './features/admin-auth/routes';
import { adminConsoleRoutes } from './features/admin-console/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { bootstrapAdmin } from './features/admin-auth/service';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { liveSessionKey } from './features/auth/guards';
import { clientErrorRoutes } from './features/client-errors/routes';
import { outboxRoutes } from './features/outbox/routes';
import { documentRoutes } from './features/documents/routes';
import { profileRoutes } from './features/profile/routes';
import { applicationRoutes } from './features/applications/routes';
import { jobEnhancementRoutes } from './features/job-enhancement/routes';
import { createBuiltinEngine } from './document-engine';
import { createOpenAiEngine } from './integrations/ai/openai/openai-engine';
import { signedByOperator } from './integrations/email/email-service';
import { createOutboxEmailService } from './integrations/email/outbox-provider';
import { createSmtpEmailService } from './integrations/email/smtp-provider';
import { createDarajaClient } from './integrations/payments/daraja-client';
import { createMpesaSandbox } from './integrations/payments/mpesa-sandbox';
import { mpesaMode, type MpesaProvider } from './integrations/payments/mpesa-provider';
import { createSandboxPaymentProvider } from './integrations/payments/sandbox-provider';
import { createStripePaymentProvider, type StripeApiLocation } from './integrations/payments/stripe-provider';
import { humanitarianRoutes } from './features/humanitarian/routes';
import { loadReferenceData } from './features/jobs/import/load-reference-data';
import { jobRoutes } from './features/jobs/routes';
import { employerRoutes } from './features/jobs/employers/routes';
import { statsRoutes } from './features/stats/routes';
import { funnelRoutes } from './features/jobs/funnel/routes';
import { nocFinderRoutes } from './features/jobs/noc-finder/routes';
import { lmiaQuarterRoutes } from './features/jobs/import/quarters-routes';
import { offerCheckRoutes } from './features/offer-check/routes';
import { warmNocFinder } from './features/jobs/noc-finder/service';
import { warmOfferCheck } from './features/offer-check/service';
import { warmMatches } from './features/matches/service';
import { startFunnelSchedule } from './features/jobs/funnel/schedule';
import { jobAlertRoutes } from './features/job-alerts/routes';
import { languageRoutes } from './features/language/routes';
import { matchesRoutes } from './features/matches/routes';
import { startMatchesSchedule } from './features/matches/schedule';
import { startJobAlertSchedule } from './features/job-alerts/schedule';
import { startCleanupSchedule } from './features/maintenance/schedule';
import { startMembershipExpirySchedule } from './features/membership/schedule';
import { processMpesaCallback } from './features/payments/mpesa-service';
import { startMpesaReconcileSchedule } from './features/payments/mpesa-schedule';
import { refundRoutes } from './features/payments/refund-routes';
import { mpesaWebhookRoutes, paymentRoutes, stripeWebhookRoutes } from './features/payments/routes';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter } from './lib/attempt-limiter';
import { createBackgroundWork } from './lib/background-work';
import type { Deps } from './lib/deps';
import { registerCsrfGuard } from './plugins/csrf';
import { clientRequestId, serializeError, serializeRequest } from './lib/log-redaction';
import { describeProviders, healthRoutes } from './features/health/routes';
import { contactsRoutes } from './features/contacts/routes';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/error-handler';
import { warnOfUntrustedProxy } from './plugins/proxy-warning';
import { registerRateLimit, registerRequestLimits } from './plugins/rate-limit';
import { registerRequestLocale } from './plugins/request-locale';
import { connectRedis } from './plugins/redis';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSpa } from './plugins/static-spa';
import { recordRoutes, type RouteInfo } from './route-inventory';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    deps: Deps;
    /** Every registered route (route-inventory.ts), read by the suites that go over all of them. */
    routeInventory: RouteInfo[];
  }
}

export interface BuildAppOptions {
  /** false silences the log; an object (tests: a stream and a level) is merged over the defaults. */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /** How long a request waits for a database connection before it is answered 503 (tests shorten it). */
  connectionWaitMs?: number;
  /** How many requests may wait for a database connection before the next is refused 503 BUSY (tests shorten it). */
  maxWaiting?: number;
  /** PostgreSQL's per-statement time limit (db/client.ts); tests shorten it. */
  statementTimeoutMs?: number;
  /** The clock every service reads; tests move it to check expiries. */
  now?: () => Date;
  /** Background jobs (membership notices, the job funnel); tests run them by hand instead. */
  schedules?: boolean;
  /** Tests point the Stripe SDK at a local server that speaks the PaymentIntents API (over STRIPE_API_URL's). */
  stripeApi?: StripeApiLocation;
  /** How long the offline M-Pesa sandbox's "phone" takes to answer (default 3 s; tests use 0). */
  mpesaSandboxDelayMs?: number;
  /**
   * Load the shipped reference data (NOC, cities, LMIA quarters) into empty tables after migrating, before
   * serving. Default true; the test helper turns it off so ordinary suites stay fast.
   */
  loadReferenceData?: boolean;
  /** Where the reference files are (default data/reference); tests point it at small fixtures. */
  referenceDataDir?: string;
}

/**
 * Fastify ignores a plain hop count (it cannot check the nearest peer); as a function it means what
 * proxy-addr's hop count means: trust the nearest N addresses in X-Forwarded-For. README: TRUST_PROXY.
 */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The JSON body limit for ordinary API calls; routes that take uploads set their own. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole server: opens and migrates the database, then registers plugins in a fixed order —
 * infrastructure (errors, headers, compression, rate limits) → features → the SPA fallback.
 * Tests call this and use `app.inject`; main.ts calls it and listens.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach a log line: headers that carry them, tokens in URLs, and what an error
            // carries of a request's data (lib/log-redaction.ts).
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: serializeRequest, err: serializeError },
            ...options.logger,
          },
    // Our own id on every request; a client's X-Request-Id is logged beside it, never adopted, so a
    // caller cannot forge or collide with another request's log lines.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    childLoggerFactory(logger, bindings, childOptions, rawRequest) {
      const clientId = clientRequestId(rawRequest.headers['x-request-id']);
      return logger.child(clientId ? { ...bindings, clientRequestId: clientId } : bindings, childOptions);
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Proxies and browsers retry on a reset; a clean 408 is friendlier on flaky mobile links.
    requestTimeout: 60_000,
    frameworkErrors: frameworkErrorHandler,
    // Requests Node's own parser refuses (a 100 KB query string: 431) answer the envelope too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeInventory', recordRoutes(app));

  const database = await openDatabase(config.database, {
    logger: app.log,
    connectionWaitMs: options.connectionWaitMs,
    maxWaiting: options.maxWaiting,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('config', config);

  if (options.loadReferenceData ?? true) {
    try {
      await loadReferenceData(database.db, app.log, options.referenceDataDir);
    } catch (error) {
      // Accounts and payments still work without the job data; the next start tries again.
      app.log.error({ err: error }, 'could not load the reference data; the job list stays as it was');
    }
    // The NOC finder's vocabulary is read once per process; reading it now keeps it off the first search. Test apps
    // skip it with the reference data, so suites that never search do not pay for it.
    await warmNocFinder().catch((error: unknown) => app.log.error({ err: error }, 'could not read the NOC finder vocabulary'));
  }

  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const now = options.now ?? (() => new Date());
  const email = signedByOperator(
    config.smtpUrl
      ? createSmtpEmailService(config.smtpUrl, config.mailFrom)
      : createOutboxEmailService({
          db: database.db,
          from: config.mailFrom,
          logger: app.log,
          now,
          logLinks: config.nodeEnv !== 'production',
        }),
    config.operator,
  );
  const background = createBackgroundWork(app.log);
  const mode = mpesaMode(config);
  let mpesa: MpesaProvider | null = null;
  if (mode === 'daraja' && config.mpesa) {
    mpesa = createDarajaClient({ ...config.mpesa, now, log: app.log });
  } else if (mode === 'sandbox') {
    mpesa = createMpesaSandbox({
      now,
      delayMs: options.mpesaSandboxDelayMs ?? 3000,
      background,
      // The sandbox's "Safaricom" calls back through the same processing as Daraja's callbacks.
      deliver: (token, body) => processMpesaCallback(deps, token, body),
    });
  }
  const deps: Deps = {
    db: database.db,
    now,
    email,
    mpesa,
    background,
    payments: config.stripe
      ? createStripePaymentProvider({
          secretKey: config.stripe.secretKey,
          webhookSecret: config.stripe.webhookSecret,
          api: options.stripeApi ?? config.stripe.api,
        })
      : createSandboxPaymentProvider(),
    attempts: redis
      ? createRedisAttemptLimiter(redis, { fallback: createMemoryAttemptLimiter(now), log: app.log })
      : createMemoryAttemptLimiter(now),
    documents: config.ai
      ? createOpenAiEngine({
          apiKey: config.ai.apiKey,
          baseUrl: config.ai.baseUrl,
          model: config.ai.model,
          fallback: createBuiltinEngine(),
          logger: app.log,
        })
      : createBuiltinEngine(),
    config,
    log: app.log,
  };
  app.decorate('deps', deps);
  const schedules =
    (options.schedules ?? true)
      ? [
          startMembershipExpirySchedule(deps),
          startFunnelSchedule(deps),
          startJobAlertSchedule(deps),
          startMatchesSchedule(deps),
          startCleanupSchedule(deps),
          startMpesaReconcileSchedule(deps),
        ]
      : [];
  // My matches' ranking index (docs/decisions/047-matches-in-memory.md) and the offer check's employer index take
  // seconds to build over the full lists: built in the background once the app is up, so the start does not wait for
  // them and the first question is as quick as the rest; should a build fail, the first question builds it again.
  // Started once every plugin has loaded (onReady), not while they load: the builds are seconds of CPU in this
  // process, and on a busy machine they held up a plugin past Fastify's 10 s plugin time limit, so the start failed
  // (two instances starting together in npm run test:deploy).
  if (options.loadReferenceData ?? true) {
    app.addHook('onReady', async () => {
      background.run("building My matches' ranking index", () => warmMatches(database.db));
      background.run('building the offer check employer index', () => warmOfferCheck(deps));
    });
  }
  app.addHook('onClose', async () => {
    for (const schedule of schedules) schedule.stop();
    await background.settle();
    await email.close();
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
  });
  await bootstrapAdmin(deps);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLocale(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimit(app, redis);
  await app.register(cookie);
  registerRequestLimits(app, liveSessionKey);
  warnOfUntrustedProxy(app, config.trustProxy);
  registerCsrfGuard(app, config.publicUrl);

  await app.register(healthRoutes, { health: describeProviders(config, database.kind) });
  await app.register(contactsRoutes);
  await app.register(clientErrorRoutes);
  await app.register(analyticsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(languageRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminConsoleRoutes);
  await app.register(outboxRoutes);
  await app.register(paymentRoutes);
  await app.register(refundRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(mpesaWebhookRoutes);
  await app.register(humanitarianRoutes);
  await app.register(jobRoutes);
  await app.register(statsRoutes);
  await app.register(funnelRoutes);
  await app.register(nocFinderRoutes);
  await app.register(lmiaQuarterRoutes);
  await app.register(offerCheckRoutes);
  await app.register(employerRoutes);
  await app.register(jobAlertRoutes);
  await app.register(matchesRoutes);
  await app.register(documentRoutes);
  await app.register(profileRoutes);
  await app.register(applicationRoutes);
  await app.register(jobEnhancementRoutes);

  await registerStaticSpa(app, config.clientDir, {
    publicUrl: config.publicUrl,
    operator: config.operator,
    refundWindowDays: config.refundWindowDays,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
