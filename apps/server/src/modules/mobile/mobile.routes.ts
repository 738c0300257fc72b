import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberAnswerSchema, mobileChangeSchema, mobileCodeSchema, mobileCodeSentAnswerSchema, formatMobile } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { MOBILE_CODE_RULES, sendChangeCode, sendVerificationCode, verifyMobileCode } from './mobile.service.js';

const MINUTE = 60 * 1000;
const DELIVERY_TEXT = { sent: 'mobile.codeSent', queued: 'mobile.codeQueued', failed: 'mobile.codeFailed' } as const;

/**
 * After requireMember: a number belongs to the person who holds the verified e-mail, so only a
 * member whose e-mail is verified may prove one (docs/decisions/0055). Otherwise someone who
 * registered another person's address could tie their own phone to that account before its owner
 * ever saw it. The answer says where the e-mailed code goes.
 */
async function emailVerifiedFirst(request: FastifyRequest): Promise<void> {
  const { user } = memberOf(request);
  if (user.is_verified !== 1) throw new AppError(403, 'email_verification_first', { params: { email: user.email } });
}

/** Verifying the member's own mobile number by a code sent in a text message (docs/design.md, "Text messages"). */
export async function mobileRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [requireMember(app.ctx), emailVerifiedFirst];

  r.post(
    '/mobile/send-code',
    {
      preValidation: guard,
      schema: {
        tags: ['auth'],
        summary: 'Text a code to the own mobile number',
        response: { 200: mobileCodeSentAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const { user } = memberOf(request);
      const delivery = await sendVerificationCode(app.ctx, user);
      return {
        success: true as const,
        message: textsFor(request)(DELIVERY_TEXT[delivery], { phone: formatMobile(user.phone ?? '') }),
        delivery,
        resend_after_seconds: MOBILE_CODE_RULES.resendCooldownMs / 1000,
      };
    },
  );

  // A new number: verified by a code texted to it before it replaces the old one.
  r.post(
    '/mobile/change',
    {
      preValidation: guard,
      schema: {
        tags: ['auth'],
        summary: 'Text a code to a new mobile number',
        body: mobileChangeSchema,
        response: { 200: mobileCodeSentAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const delivery = await sendChangeCode(app.ctx, memberOf(request).user, request.body.phone);
      return {
        success: true as const,
        message: textsFor(request)(DELIVERY_TEXT[delivery], { phone: formatMobile(request.body.phone) }),
        delivery,
        resend_after_seconds: MOBILE_CODE_RULES.resendCooldownMs / 1000,
      };
    },
  );

  r.post(
    '/mobile/verify',
    {
      preValidation: guard,
      schema: {
        tags: ['auth'],
        summary: 'Check the code and mark the own mobile number verified',
        body: mobileCodeSchema,
        response: { 200: memberAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(30, 15 * MINUTE) },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      const changed = await verifyMobileCode(app.ctx, userId, request.body.code, request.log);
      const message = textsFor(request)(changed ? 'mobile.changed' : 'mobile.verified');
      return { success: true, message, user: await memberView(userId) };
    },
  );
}
