import type { FastifyInstance } from 'fastify';
import {
  emailOnlySchema,
  mobileResetAnswerSchema,
  mobileResetEmailStepSchema,
  mobileResetPasswordSchema,
  mobileSignInCodeAnswerSchema,
  mobileSignInRequestSchema,
  okMessageAnswerSchema,
  resetPasswordAnswerSchema,
  resetPasswordSchema,
  formatMobile,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { requestLocale, textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { MOBILE_CODE_RULES, sendAccountCode } from '../mobile/mobile.service.js';
import {
  claimPasswordResetRequest,
  requestPasswordReset,
  resetPassword,
  resetPasswordByEmailStep,
  resetPasswordByMobile,
} from './password-reset.service.js';

const MINUTE = 60 * 1000;

/** forgot-password and reset-password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgot-password',
    {
      schema: { tags: ['auth'], summary: 'Mail a reset link', body: emailOnlySchema, response: { 200: okMessageAnswerSchema } },
      config: { rateLimit: routeLimit(5, 15 * MINUTE, 'too_many_resets') },
    },
    async (request) => {
      const locale = requestLocale(request);
      await claimPasswordResetRequest(app.ctx, request.body.email);
      // Not awaited: the answer must not wait on (or reveal) whether a mail is being sent.
      void requestPasswordReset(app.ctx, request.body.email, locale, request.log);
      // The caller's language, never the account's: the answer must not tell whether the address has one.
      return { success: true, message: translatorFor(locale)('forgotPassword.sent') };
    },
  );

  r.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: resetPasswordAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const { mobileCleared } = await resetPassword(app.ctx, request.body.token, request.body.password);
      const t = textsFor(request);
      if (!mobileCleared) return { success: true, message: t('resetPassword.success') };
      // The link verified the e-mail and so took the number's verification: the member is told here.
      return {
        success: true,
        message: `${t('resetPassword.success')} ${t('resetPassword.mobileCleared')}`,
        mobile_cleared: true as const,
      };
    },
  );

  // The same by text message, to a verified mobile number (ours, docs/design.md, "Text messages").
  r.post(
    '/forgot-password/mobile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Text a code to set a new password',
        body: mobileSignInRequestSchema,
        response: { 200: mobileSignInCodeAnswerSchema },
      },
      config: { rateLimit: routeLimit(5, 15 * MINUTE, 'too_many_resets') },
    },
    async (request) => {
      await sendAccountCode(app.ctx, request.body.phone, 'reset', request.log);
      return {
        success: true,
        message: translatorFor(requestLocale(request))('mobile.resetCodeSent', { phone: formatMobile(request.body.phone) }),
        resend_after_seconds: MOBILE_CODE_RULES.resendCooldownMs / 1000,
      };
    },
  );

  r.post(
    '/reset-password/mobile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a texted code',
        body: mobileResetPasswordSchema,
        response: { 200: mobileResetAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const { stepToken } = await resetPasswordByMobile(app.ctx, request.body, request.headers['user-agent'], request.log);
      // A number not proven lately: the code mailed to the account as well (docs/decisions/0055).
      if (stepToken)
        return {
          success: true,
          message: textsFor(request)('mobileSafety.emailStepReset'),
          email_code_required: true as const,
          step_token: stepToken,
        };
      return { success: true, message: textsFor(request)('resetPassword.success') };
    },
  );

  r.post(
    '/reset-password/mobile/email-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a new password by text with the code mailed to the account',
        body: mobileResetEmailStepSchema,
        response: { 200: okMessageAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      await resetPasswordByEmailStep(app.ctx, request.body, request.headers['user-agent'], request.log);
      return { success: true, message: textsFor(request)('resetPassword.success') };
    },
  );
}
