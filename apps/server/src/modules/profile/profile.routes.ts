import type { FastifyInstance } from 'fastify';
import { partnerPreferencesSchema } from '@inai/shared';
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
  r.post('/updateProfile', { preValidation: guards, schema: { body: z.looseObject({}) } }, async (request) => {
    const user = await updateProfileSection(app.ctx, memberOf(request).user.id, request.body);
    return { success: true, message: textsFor(request)('profile.updated'), user };
  });

  r.post('/updatePartnerPreferences', { preValidation: guards, schema: { body: partnerPreferencesSchema } }, async (request) => {
    const user = await updatePartnerPreferences(app.ctx, memberOf(request).user.id, request.body);
    return {
      success: true,
      message: textsFor(request)('profile.preferencesUpdated'),
      partner_preferences: user.partner_preferences,
      user,
    };
  });
}
