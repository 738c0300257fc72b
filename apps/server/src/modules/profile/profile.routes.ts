import type { FastifyInstance } from 'fastify';
import { memberAnswerSchema, partnerPreferencesSavedAnswerSchema, partnerPreferencesSchema } from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember, requireOwnUserId } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { updatePartnerPreferences, updateProfileSection } from './profile.service.js';

/** updateProfile (one section per call) and updatePartnerPreferences. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guards = [requireMember(app.ctx, { verified: true }), requireOwnUserId];

  // The section decides the schema, so the service validates the body itself.
  r.post(
    '/updateProfile',
    {
      preValidation: guards,
      schema: {
        tags: ['profile'],
        summary: 'Save one section of the own profile (the section decides the fields)',
        body: z.looseObject({}),
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const user = await updateProfileSection(app.ctx, memberOf(request).user.id, request.body);
      return { success: true, message: textsFor(request)('profile.updated'), user };
    },
  );

  r.post(
    '/updatePartnerPreferences',
    {
      preValidation: guards,
      schema: {
        tags: ['profile'],
        summary: 'Save the partner preferences',
        body: partnerPreferencesSchema,
        response: { 200: partnerPreferencesSavedAnswerSchema },
      },
    },
    async (request) => {
      const user = await updatePartnerPreferences(app.ctx, memberOf(request).user.id, request.body);
      return {
        success: true,
        message: textsFor(request)('profile.preferencesUpdated'),
        partner_preferences: user.partner_preferences,
        user,
      };
    },
  );
}
