import type { FastifyInstance } from 'fastify';
import { emailOnlySchema, memberAnswerSchema, otpSentAnswerSchema, verifyOtpSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { admitMemberIfSignedIn } from '../../plugins/authenticate.js';
import { accountLocale, requestLocale } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { requestOtp, verifyOtp } from './otp.service.js';

const MINUTE = 60 * 1000;

/** send-otp (the specification's) and verify-otp (docs/api.md, "Accounts and sign-in": the code is checked here, never in the browser). */
export async function otpRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new OTP',
        body: emailOnlySchema,
        response: { 200: otpSentAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => ({
      success: true,
      // The caller's language, never the account's: the answer must not tell whether the address has one.
      message: translatorFor(requestLocale(request))('otp.resent'),
      otpToken: await requestOtp(app.ctx, request.body.email, requestLocale(request), request.log),
    }),
  );

  r.post(
    '/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an OTP and verify the account',
        description:
          'With otpToken, the code it names; without, the newest code of the signed-in member (Authorization: Bearer).',
        body: verifyOtpSchema,
        response: { 200: memberAnswerSchema },
      },
      config: { rateLimit: routeLimit(30, 15 * MINUTE) },
      preValidation: admitMemberIfSignedIn(app.ctx),
    },
    async (request) => {
      const { otpToken, otp } = request.body;
      const user = await verifyOtp(app.ctx, otp, { otpToken, userId: request.member?.user.id });
      return {
        success: true,
        message: translatorFor(accountLocale(user, request))('otp.valid'),
        user: await memberView(user.id),
      };
    },
  );
}
