import type { FastifyInstance } from 'fastify';
import { memberAnswerSchema, publicUserSchema, updateUserSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { memberOf, requireMember, viewReaderOf } from '../../plugins/authenticate.js';
import { accountLocale } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { loadMemberView, updateOwnSettings } from './me.service.js';
import { actingView } from '../family/family.service.js';

/** The member's own account: getLoggedInUserProfile, and updateUser (language, privacy and notification switches). */
export async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The specification's client reads the answer itself as the user object.
  r.post(
    '/getLoggedInUserProfile',
    {
      config: { need: 'read' },
      preValidation: requireMember(app.ctx),
      schema: { tags: ['auth'], summary: 'The signed-in member', response: { 200: publicUserSchema } },
    },
    async (request) => {
      const { user, acting } = memberOf(request);
      const [view, actingNow] = await Promise.all([
        loadMemberView(app.ctx, user.id, viewReaderOf(request)),
        actingView(app.ctx, user, acting),
      ]);
      return { ...view, acting: actingNow };
    },
  );

  r.post(
    '/updateUser',
    // Any signed-in member may choose their language, verified or not (the OTP screen has the
    // switch too); the service refuses everything else to the unverified.
    {
      // A co-manager's language is their own, whatever the holder allows them; the privacy and
      // notification switches are the profile's and need `edit`: updateOwnSettings decides.
      config: { need: 'read' },
      preValidation: requireMember(app.ctx),
      schema: {
        tags: ['account'],
        summary: 'Language, privacy and notification switches',
        body: updateUserSchema,
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const { user, locale, reader } = await updateOwnSettings(app.ctx, memberOf(request), request.body);
      // Answered in the language just chosen, so a switch to Tamil is confirmed in Tamil.
      const t = translatorFor(accountLocale({ locale }, request));
      const onlyLocale = Object.keys(request.body).every((key) => key === 'locale') && request.body.locale !== undefined;
      return {
        success: true,
        message: t(onlyLocale ? 'account.localeSaved' : 'privacySettings.updated'),
        user: await loadMemberView(app.ctx, user.id, reader),
      };
    },
  );
}
