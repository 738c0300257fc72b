import type { FastifyInstance } from 'fastify';
import {
  memberAnswerSchema,
  nameChangeSchema,
  partnerPreferencesSavedAnswerSchema,
  partnerPreferencesSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember, requireOwnUserId, viewReaderOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { actedBy } from '../entitlements/family.policy.js';
import { correctName } from './name-change.service.js';
import { updatePartnerPreferences, updateProfileSection } from './profile.service.js';

/** updateProfile (one section per call) and updatePartnerPreferences. */
export async function profileRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guards = [requireMember(app.ctx, { verified: true }), requireOwnUserId];

  // The section decides the schema, so the service validates the body itself.
  r.post(
    '/updateProfile',
    {
      config: { need: 'edit' },
      preValidation: guards,
      schema: {
        tags: ['profile'],
        summary: 'Save one section of the own profile (the section decides the fields)',
        body: z.looseObject({}),
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const { user: profile, acting } = memberOf(request);
      const userId = profile.id;
      await updateProfileSection(app.ctx, userId, request.body, actedBy(acting));
      const user = await memberView(userId, viewReaderOf(request));
      return { success: true, message: textsFor(request)('profile.updated'), user };
    },
  );

  // Ours: a misspelt name corrected, audited and limited (docs/decisions/0064).
  r.post(
    '/profile/name',
    {
      config: { need: 'edit' },
      preValidation: requireMember(app.ctx, { verified: true }),
      schema: {
        tags: ['profile'],
        summary: 'Correct the own name (audited; a few times a month)',
        body: nameChangeSchema,
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      await correctName(app.ctx, userId, request.body.name);
      return {
        success: true,
        message: textsFor(request)('nameChange.saved'),
        user: await memberView(userId, viewReaderOf(request)),
      };
    },
  );

  r.post(
    '/updatePartnerPreferences',
    {
      config: { need: 'edit' },
      preValidation: guards,
      schema: {
        tags: ['profile'],
        summary: 'Save the partner preferences',
        body: partnerPreferencesSchema,
        response: { 200: partnerPreferencesSavedAnswerSchema },
      },
    },
    async (request) => {
      const { user: profile, acting } = memberOf(request);
      const userId = profile.id;
      await updatePartnerPreferences(app.ctx, userId, request.body, actedBy(acting));
      const user = await memberView(userId, viewReaderOf(request));
      return {
        success: true,
        message: textsFor(request)('profile.preferencesUpdated'),
        partner_preferences: user.partner_preferences,
        user,
      };
    },
  );
}
