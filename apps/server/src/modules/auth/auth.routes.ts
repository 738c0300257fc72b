import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  loginAnswerSchema,
  loginSchema,
  mobileSignInAnswerSchema,
  mobileSignInCodeAnswerSchema,
  mobileSignInEmailStepSchema,
  mobileSignInRequestSchema,
  mobileSignInSchema,
  okMessageAnswerSchema,
  registerAnswerSchema,
  registerSchema,
  formatMobile,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { accountLocale, requestLocale, textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { changePassword, login, loginWithEmailStep, loginWithMobileCode, logout, registerMember } from './auth.service.js';
import { MOBILE_CODE_RULES, sendAccountCode } from '../mobile/mobile.service.js';

const MINUTE = 60 * 1000;

/** register, login, logout, change-password. */
export async function authRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (an OTP is mailed)',
        body: registerSchema,
        response: { 201: registerAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 60 * MINUTE, 'too_many_registrations') },
    },
    async (request, reply) => {
      // request.ip follows TRUST_PROXY: the client's address behind a load balancer, never a header otherwise.
      const { token, userId, otpToken } = await registerMember(
        app.ctx,
        request.body,
        requestLocale(request),
        request.log,
        request.ip,
      );
      const user = await memberView(userId);
      const t = translatorFor(accountLocale(user, request));
      return reply.status(201).send({ success: true, message: t('register.success'), token, user, otpToken });
    },
  );

  r.post(
    '/login',
    {
      schema: { tags: ['auth'], summary: 'Sign in', body: loginSchema, response: { 200: loginAnswerSchema } },
      config: { rateLimit: routeLimit(30, 15 * MINUTE, 'too_many_logins') },
    },
    async (request) => {
      const { token, userId, reader, ...more } = await login(app.ctx, request.body, request.log);
      // A co-manager's login reads its own language, not the holder's (docs/decisions/0076-manager-login-resets.md).
      const user = await memberView(userId, reader);
      return { success: true, message: translatorFor(accountLocale(user, request))('auth.loggedIn'), token, user, ...more };
    },
  );

  // Signing in with a code texted to a verified mobile number: the same limits as a password.
  r.post(
    '/login/mobile-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Text a sign-in code to a verified mobile number',
        body: mobileSignInRequestSchema,
        response: { 200: mobileSignInCodeAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      await sendAccountCode(app.ctx, request.body.phone, 'sign_in', request.log);
      return {
        success: true,
        // The caller's language, never an account's: the answer must not tell whether the number has one.
        message: translatorFor(requestLocale(request))('mobile.signInCodeSent', { phone: formatMobile(request.body.phone) }),
        resend_after_seconds: MOBILE_CODE_RULES.resendCooldownMs / 1000,
      };
    },
  );

  // A number not proven lately answers with the e-mail step instead of a session (docs/decisions/0055).
  r.post(
    '/login/mobile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a texted code',
        body: mobileSignInSchema,
        response: { 200: mobileSignInAnswerSchema },
      },
      config: { rateLimit: routeLimit(30, 15 * MINUTE, 'too_many_logins') },
    },
    async (request) => {
      const outcome = await loginWithMobileCode(app.ctx, request.body, request.log, request.headers['user-agent']);
      if ('stepToken' in outcome) {
        return {
          success: true,
          // Only someone who holds the number gets here: the caller's language, as the screen is.
          message: textsFor(request)('mobileSafety.emailStepSignIn'),
          email_code_required: true as const,
          step_token: outcome.stepToken,
        };
      }
      const { token, userId, ...more } = outcome;
      const user = await memberView(userId);
      return { success: true, message: translatorFor(accountLocale(user, request))('auth.loggedIn'), token, user, ...more };
    },
  );

  r.post(
    '/login/mobile/email-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in by text with the code mailed to the account',
        body: mobileSignInEmailStepSchema,
        response: { 200: loginAnswerSchema },
      },
      config: { rateLimit: routeLimit(30, 15 * MINUTE, 'too_many_logins') },
    },
    async (request) => {
      const { token, userId, ...more } = await loginWithEmailStep(
        app.ctx,
        request.body,
        request.log,
        request.headers['user-agent'],
      );
      const user = await memberView(userId);
      return { success: true, message: translatorFor(accountLocale(user, request))('auth.loggedIn'), token, user, ...more };
    },
  );

  r.post(
    '/logout',
    {
      config: { need: 'read' },
      preValidation: requireMember(app.ctx),
      schema: { tags: ['auth'], summary: 'Revoke this session', response: { 200: okMessageAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      await logout(app.ctx, { sessionId: member.sessionId, userId: member.user.id });
      return { success: true, message: textsFor(request)('auth.loggedOut') };
    },
  );

  // Any signed-in member, verified or not: knowing the current password is what counts.
  r.post(
    '/change-password',
    {
      preValidation: requireMember(app.ctx),
      schema: {
        tags: ['auth'],
        summary: 'Change the password',
        body: changePasswordSchema,
        response: { 200: okMessageAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const { sessionId, user } = memberOf(request);
      await changePassword(app.ctx, { sessionId, userId: user.id }, request.body);
      return { success: true, message: textsFor(request)('settings.passwordChanged') };
    },
  );
}
