import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { outboxesKept, type AppConfig } from './config.js';
import { createAppContext } from './app-context.js';
import { NO_JOBS, startJobs } from './jobs.js';
import { IMAGE_RULES } from './lib/images/image-processor.js';
import { backgroundSettled } from './lib/background.js';
import { loggerOptions } from './lib/logging.js';
import { isEveryInterface } from './lib/client-address.js';
import { registerMetrics } from './modules/metrics/metrics.routes.js';
import { galleryRoutes } from './modules/gallery/gallery.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { interestRoutes } from './modules/interests/interests.routes.js';
import { dailyPicksRoutes } from './modules/daily-picks/daily-picks.routes.js';
import { devDailyPicksRoutes } from './modules/daily-picks/daily-picks.dev-routes.js';
import { mailStopRoutes } from './modules/mail-stop/mail-stop.routes.js';
import { CallLine, type CallTimes } from './modules/calls/call-line.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { chatSocketRoutes, type CallSocket } from './modules/chat/chat.socket.js';
import { callRoutes } from './modules/calls/calls.routes.js';
import { profileDetailsRoutes } from './modules/profile-details/profile-details.routes.js';
import { poruthamRoutes } from './modules/porutham/porutham.routes.js';
import { jathagamRoutes } from './modules/jathagam/jathagam.routes.js';
import { placesRoutes } from './modules/jathagam/places.routes.js';
import { viewerRoutes } from './modules/viewers/viewers.routes.js';
import { myDataRoutes } from './modules/my-data/my-data.routes.js';
import { shortlistRoutes } from './modules/shortlist/shortlist.routes.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { savedSearchDevRoutes } from './modules/saved-searches/saved-searches.dev-routes.js';
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
import { registerRateLimit } from './plugins/rate-limit.js';
import { closeSocketsGoingAway, stopKeepingConnections } from './plugins/closing.js';
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
 * the latest schema (the context: app-context.ts), and starts the jobs unless JOBS=off (jobs.ts).
 * The process entry and every API test use exactly this.
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

  const parts = await createAppContext(config, app.log);
  const { databaseOutage, redis } = parts;
  app.decorate('dependencies', { database: databaseOutage, redis });
  app.decorate('ctx', parts.ctx);
  // JOBS=off: worker processes run them (docs/operations.md, "Workers").
  const jobs = config.jobs === 'on' ? startJobs(parts, app.log, 'web') : NO_JOBS;
  app.decorate('jobs', jobs);
  // Told at once when the app begins to close, so the jobs end their runs while the requests in
  // flight finish (docs/decisions/0081-worker-processes-and-stopping.md).
  app.addHook('preClose', async () => void jobs.stop());
  stopKeepingConnections(app);
  app.addHook('onClose', async () => {
    await jobs.stop();
    // Mails that follow an answer or a job's last member finish before the database closes.
    await backgroundSettled();
    await parts.close();
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
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, preClose: closeSocketsGoingAway });
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
