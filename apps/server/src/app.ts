import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { outboxesKept, type AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailTransport } from './lib/mail/mail-transport.js';
import { IMAGE_RULES } from './lib/images/image-processor.js';
import { backgroundSettled } from './lib/background.js';
import { createMediaSigner, loadMediaSecret } from './lib/media-signer.js';
import { createOneClickStop, loadStopSecret } from './lib/mail/one-click-stop.js';
import { createAlertLinks } from './lib/mail/alert-link.js';
import { createFallbackRateLimiter, createMemoryRateLimiter } from './lib/rate-limiter.js';
import { createQueuedMailer, createQueuedSms } from './lib/outbound/outbound.js';
import { startOutboundJob } from './lib/outbound/outbound-delivery.js';
import { createSmsTransport } from './lib/sms/sms-transport.js';
import { trackOutage } from './lib/outage.js';
import { createLocalFileStorage } from './lib/storage/local-file-storage.js';
import { loggerOptions } from './lib/logging.js';
import { isEveryInterface } from './lib/client-address.js';
import { registerMetrics } from './modules/metrics/metrics.routes.js';
import { galleryRoutes } from './modules/gallery/gallery.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { startMediaSweepJob } from './modules/media/media-sweep.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { seedDemoProfiles } from './modules/demo/demo-profiles.js';
import { startPublicFigures } from './modules/public-figures/public-figures.service.js';
import { startSearchEngine } from './modules/search/search-engine.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { startDigestJob } from './modules/interests/interests.notifications.js';
import { interestRoutes } from './modules/interests/interests.routes.js';
import { startDailyPicksJob } from './modules/daily-picks/daily-picks.notifications.js';
import { dailyPicksRoutes } from './modules/daily-picks/daily-picks.routes.js';
import { devDailyPicksRoutes } from './modules/daily-picks/daily-picks.dev-routes.js';
import { mailStopRoutes } from './modules/mail-stop/mail-stop.routes.js';
import { chatChannel, createChatHub } from './lib/chat-hub.js';
import { createMemoryCallStore, createRedisCallStore } from './lib/call-store.js';
import { CallLine, type CallTimes } from './modules/calls/call-line.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { startChatDigestJob } from './modules/chat/chat.notifications.js';
import { chatSocketRoutes, type CallSocket } from './modules/chat/chat.socket.js';
import { callRoutes } from './modules/calls/calls.routes.js';
import { profileDetailsRoutes } from './modules/profile-details/profile-details.routes.js';
import { poruthamRoutes } from './modules/porutham/porutham.routes.js';
import { jathagamRoutes } from './modules/jathagam/jathagam.routes.js';
import { placesRoutes } from './modules/jathagam/places.routes.js';
import { viewerRoutes } from './modules/viewers/viewers.routes.js';
import { myDataRoutes } from './modules/my-data/my-data.routes.js';
import { startErasureJob } from './modules/my-data/account-erasure.js';
import { shortlistRoutes } from './modules/shortlist/shortlist.routes.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { startSavedSearchDigestJob } from './modules/saved-searches/saved-searches.notifications.js';
import { savedSearchDevRoutes } from './modules/saved-searches/saved-searches.dev-routes.js';
import { startSignupAddressJob } from './modules/users/signup-addresses.js';
import { startAbsenceMailJob } from './modules/last-active/last-active.notifications.js';
import { startCodeEventSweepJob } from './modules/code-ceilings/code-ceilings.service.js';
import { startPhotoHashJob } from './modules/moderation/moderation.service.js';
import { startChartAgreementFill } from './modules/profile/chart-agreement.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { familyRoutes } from './modules/family/family.routes.js';
import { meRoutes } from './modules/me/me.routes.js';
import { loadMemberView } from './modules/me/me.service.js';
import type { MemberViewReader } from './lib/member-view.js';
import { otpRoutes } from './modules/otp/otp.routes.js';
import { mobileRoutes } from './modules/mobile/mobile.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { notMeRoutes } from './modules/not-me/not-me.routes.js';
import { enquiryRoutes } from './modules/enquiry/enquiry.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { locationRoutes } from './modules/locations/locations.routes.js';
import { paymentProviderFor } from './modules/payments/payments.providers.js';
import { startReconciler } from './modules/payments/payments.reconciler.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { idVerificationRoutes } from './modules/id-verification/id-verification.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { adminOpsRoutes } from './modules/admin-ops/admin-ops.routes.js';
import { sandboxRoutes } from './modules/payments/sandbox.routes.js';
import { collectApiRoutes } from './modules/openapi/openapi.registry.js';
import { openApiRoutes } from './modules/openapi/openapi.routes.js';
import { answerFrameworkError, sendNotFound, useErrorHandler } from './plugins/errors.js';
import { useLocale } from './plugins/locale.js';
import { connectRedis, registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { devRoutes } from './plugins/dev-routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { devSmsRoutes } from './modules/dev-mailbox/dev-sms.routes.js';
import { registerWebApp } from './plugins/web-app.js';
import './plugins/dependencies.js';
import { useZodValidation } from './plugins/zod-validation.js';
import './types.js';

export interface BuildOptions {
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
  /** Where the standard logger writes instead of stdout (the log-privacy test reads it). */
  logStream?: NodeJS.WritableStream;
  /** How often each chat socket looks at its session unprompted (60 s); tests shorten it. */
  chatRecheckMs?: number;
  /** The calls' times (docs/decisions/0077-calls-signalled-over-chat.md); tests shorten them. */
  calls?: CallTimes;
}

/**
 * Builds the whole application (API, dev tools, web app) on the configured database, migrated to
 * the latest schema. The process entry and every API test use exactly this.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Payment secrets live only in the configuration, which is never logged; see lib/logging.ts
    // for what a request's log lines hold.
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    genReqId: () => randomUUID(),
    // TRUST_PROXY=1 trusts one proxy, the peer (docs/decisions/0034): the client's address is the
    // one that proxy appended to X-Forwarded-For, never the left-most entry, which the client
    // writes itself. (Fastify reads a hop count as "trust none", hence the function.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    // URLs the router refuses before any hook (bad encoding, an over-long parameter) answer in our error shape.
    frameworkErrors: answerFrameworkError,
  });

  // Logged once per outage; a new connection after it means the database is back (docs/decisions/0028).
  const databaseOutage = trackOutage(app.log, {
    down: 'the database is unreachable: requests that need it answer 503 until it returns',
    up: 'the database is reachable again',
    level: 'error',
  });
  const { db, engine, writes } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (err) => app.log.warn({ err }, 'an idle database connection was closed; it will be replaced'),
    onConnect: () => databaseOutage.recovered(),
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db, engine);

  const { transport, outbox } = createMailTransport(config, app.log);
  // The outbound queue's claims name the process holding them (docs/decisions/0080-one-outbound-queue.md).
  const processId = randomUUID();
  // Every mail and text goes through the one durable queue, to SMTP or MSG91 or the dev outboxes alike (docs/decisions/0028).
  const mailer = createQueuedMailer({ db, processId }, transport, app.log);
  app.addHook('onClose', async () => mailer.close());
  const { provider: smsProvider, smsOutbox } = createSmsTransport(config, app.log);
  const sms = createQueuedSms({ db, processId }, smsProvider, app.log);
  app.addHook('onClose', async () => sms.close());
  const redis = connectRedis(app, config.redisUrl, config.databaseUrl);
  const limiter = redis
    ? createFallbackRateLimiter(redis.client, redis.outage, `${redis.prefix}limit:`)
    : createMemoryRateLimiter();
  app.decorate('dependencies', { database: databaseOutage, redis });
  const storage = createLocalFileStorage(path.join(config.dataDir, 'media'));
  const media = createMediaSigner(await loadMediaSecret(db));
  // One key for the links in members' mails: each kind signs its own purpose with it.
  const mailLinkSecret = await loadStopSecret(config, db);
  const stopLinks = createOneClickStop(mailLinkSecret, config.publicUrl);
  const alertLinks = createAlertLinks(mailLinkSecret, config.publicUrl);
  if (config.demoData) {
    const added = await seedDemoProfiles(db);
    if (added) app.log.info(`added ${added} demo profiles to the empty database (DEMO_DATA=0 turns this off)`);
  }
  // Counted once before the first page is served, then once an hour when pages ask.
  const figures = await startPublicFigures(db, config.publicFiguresFloor, app.log);
  // After the demo profiles: the search index loads what the database holds.
  const search = await startSearchEngine({ db, engine, writes }, app.log);
  app.addHook('onClose', async () => search.stop());
  const payments = paymentProviderFor(config, db);
  // Chat fans out through Redis pub/sub when configured: a subscribed connection publishes nothing.
  const chat = await createChatHub(
    redis
      ? { publisher: redis.client, subscriber: redis.client.duplicate(), channel: chatChannel(config.databaseUrl) }
      : undefined,
    // A Redis outage is logged once, by the connection's own tracker, not at every reconnection attempt.
    (err) => (redis ? redis.outage.failed(err) : app.log.warn({ err }, 'chat subscription error')),
  );
  app.addHook('onClose', async () => chat.close());
  const calls = redis ? createRedisCallStore(redis.client, redis.prefix) : createMemoryCallStore();
  app.decorate('ctx', {
    config,
    processId,
    db,
    engine,
    mailer,
    outbox,
    sms,
    smsOutbox,
    limiter,
    storage,
    media,
    search,
    payments,
    chat,
    calls,
    stopLinks,
    figures,
    alertLinks,
  });
  if (config.nodeEnv !== 'production' && isEveryInterface(config.host)) {
    // Development mode is for the developer's own machine; the same server on a network shows
    // visitors demo profiles and a payment page that grants plans. Said at every start.
    app.log.warn(
      `NODE_ENV=${config.nodeEnv} and HOST=${config.host}: this development server listens on every network interface. ` +
        'Development mode is not for visitors (demo profiles, sandbox payments, mail kept in the dev outbox); ' +
        '/dev/* answers only this machine. Set HOST=127.0.0.1 to keep the server to this machine, ' +
        "or run it as the README's 'Running in production' says.",
    );
  }
  const kept = outboxesKept(config);
  if (kept.length) {
    // Allowed on purpose (ALLOW_DEV_OUTBOX=1, a staging site), and said at every start: members who
    // are told a code is on its way receive nothing (docs/decisions/0058).
    app.log.warn(
      `ALLOW_DEV_OUTBOX=1: this production server keeps, unsent and in plain text, ${kept.join(' and ')}. ` +
        'Members told that a code or a link is on its way receive nothing. ' +
        'A real site sets SMTP_URL and SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID) and leaves ALLOW_DEV_OUTBOX unset.',
    );
  }
  if (config.nodeEnv === 'production' && !config.mailLinkSecret) {
    app.log.warn(
      'MAIL_LINK_SECRET is not set: the one-click stop links of mails are signed with a key kept in the database; set it to keep the key outside the database and its backups',
    );
  }
  if (config.paymentProvider === 'phonepe' && !config.phonepe?.webhookUsername) {
    app.log.warn(
      'PHONEPE_WEBHOOK_USERNAME/PASSWORD are not set: PhonePe webhooks are refused and payments settle by polling only',
    );
  }
  if (config.paymentReconciler) {
    const reconciler = startReconciler(app.ctx, app.log);
    // Before the database closes (hooks run in reverse order of registration).
    app.addHook('onClose', async () => reconciler.stop());
  }
  // Tests drive the digests by hand (sendDueDigests) with their own clock.
  if (config.nodeEnv !== 'test') {
    // Tests deliver queued mail and texts by hand (deliverDueOutbound) with their own clock.
    const outboundJob = startOutboundJob({ db, engine, processId }, { mail: transport, sms: smsProvider }, app.log);
    app.addHook('onClose', async () => outboundJob.stop());
    const digests = startDigestJob(app.ctx, app.log);
    app.addHook('onClose', async () => digests.stop());
    const chatDigests = startChatDigestJob(app.ctx, app.log);
    app.addHook('onClose', async () => chatDigests.stop());
    // Tests send the saved-search digests by hand (sendDueSavedSearchDigests) with their own clock.
    const savedSearchDigests = startSavedSearchDigestJob(app.ctx, app.log);
    app.addHook('onClose', async () => savedSearchDigests.stop());
    // Tests send the 7:00 mails by hand (sendDailyPicksMails) with their own clock.
    const dailyPicks = startDailyPicksJob(app.ctx, app.log);
    app.addHook('onClose', async () => dailyPicks.stop());
    // Tests erase by hand (eraseDueAccounts) with their own clock.
    const erasure = startErasureJob(app.ctx, app.log);
    app.addHook('onClose', async () => erasure.stop());
    const signupAddresses = startSignupAddressJob(app.ctx, app.log);
    app.addHook('onClose', async () => signupAddresses.stop());
    // Tests mail members away by hand (mailMembersAway) with their own clock.
    const absenceMails = startAbsenceMailJob(app.ctx, app.log);
    app.addHook('onClose', async () => absenceMails.stop());
    // Tests sweep by hand (sweepCodeEvents).
    const codeEvents = startCodeEventSweepJob(app.ctx, app.log);
    app.addHook('onClose', async () => codeEvents.stop());
    // Tests hash by hand (backfillPhotoHashes).
    const photoHashes = startPhotoHashJob(app.ctx, app.log);
    app.addHook('onClose', async () => photoHashes.stop());
    // Tests fill by hand (fillChartAgreements): "charts agree" for birth details saved before it (docs/decisions/0079).
    const chartAgreements = startChartAgreementFill(app.ctx, app.log);
    app.addHook('onClose', async () => chartAgreements.stop());
    // Files left by a killed process or an interrupted deletion (docs/decisions/0033).
    const mediaSweep = startMediaSweepJob(app.ctx, app.log);
    app.addHook('onClose', async () => mediaSweep.stop());
  }
  // Mails that follow an answer finish before the database closes.
  app.addHook('onClose', async () => backgroundSettled());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: the OpenAPI document is built from what the /api routes declare.
  const apiRoutes = collectApiRoutes(app);
  registerMetrics(app);
  // The API speaks JSON (and, for uploads, multipart); anything else is refused with 415.
  app.removeContentTypeParser('text/plain');
  useZodValidation(app, { checkResponses: config.nodeEnv === 'test' });
  useLocale(app);
  useErrorHandler(app, { onDatabaseUnreachable: (err) => databaseOutage.failed(err) });
  registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimit(app, redis);
  // The chat socket's frames are small: a message is at most 2,000 characters.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_RULES.maxBytes, fields: 5, fieldSize: 1000, parts: 12 },
  });

  // The member's own view is composed above every feature (modules/me); the calls that answer
  // with it receive it here, so no feature imports the module that builds it.
  const withMemberView = { memberView: (userId: number, reader?: MemberViewReader) => loadMemberView(app.ctx, userId, reader) };
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(locationRoutes);
      await api.register(enquiryRoutes);
      await api.register(authRoutes, withMemberView);
      await api.register(otpRoutes, withMemberView);
      await api.register(mobileRoutes, withMemberView);
      await api.register(passwordResetRoutes);
      await api.register(notMeRoutes);
      await api.register(meRoutes);
      await api.register(familyRoutes, withMemberView);
      await api.register(profileRoutes, withMemberView);
      await api.register(galleryRoutes, withMemberView);
      await api.register(mediaRoutes);
      await api.register(searchRoutes);
      await api.register(profileDetailsRoutes);
      await api.register(poruthamRoutes);
      await api.register(placesRoutes);
      await api.register(jathagamRoutes);
      await api.register(viewerRoutes);
      await api.register(myDataRoutes);
      await api.register(shortlistRoutes);
      await api.register(savedSearchRoutes);
      await api.register(dailyPicksRoutes);
      await api.register(mailStopRoutes);
      await api.register(interestRoutes);
      await api.register(chatRoutes);
      await api.register(chatSocketRoutes, {
        recheckEveryMs: options.chatRecheckMs,
        calls: (socket: CallSocket) =>
          new CallLine(socket, options.calls ?? (config.callRingMs ? { ringMs: config.callRingMs } : undefined)),
      });
      await api.register(callRoutes);
      await api.register(reportRoutes);
      await api.register(paymentRoutes, withMemberView);
      await api.register(adminRoutes);
      await api.register(idVerificationRoutes);
      await api.register(moderationRoutes);
      await api.register(adminOpsRoutes);
      if (config.paymentProvider === 'sandbox') await api.register(sandboxRoutes);
      await api.register(openApiRoutes, { routes: apiRoutes });
      api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    },
    { prefix: '/api' },
  );
  if (config.nodeEnv !== 'production')
    await app.register(devRoutes, {
      prefix: '/dev',
      routes: [devMailboxRoutes, devSmsRoutes, savedSearchDevRoutes, devDailyPicksRoutes],
    });
  await registerWebApp(app, config);
  return app;
}
