import type { FastifyInstance } from 'fastify';
import {
  familyAcceptSchema,
  familyActivityAnswerSchema,
  FAMILY_LIMITS,
  familyActivityQuerySchema,
  familyAnswerSchema,
  familyHandoverConfirmSchema,
  familyHandoverStartAnswerSchema,
  familyHandoverStartSchema,
  familyIdParamsSchema,
  familyInvitationAnswerSchema,
  familyInviteSchema,
  familyMailSwitchAnswerSchema,
  familyMailSwitchSchema,
  familyManagerAnswerSchema,
  familyPermissionsUpdateSchema,
  familySessionAnswerSchema,
  familySwitchSchema,
  okMessageAnswerSchema,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { MemberViewOption } from '../../lib/member-view.js';
import { admitMemberIfSignedIn, memberOf, requireMember, viewReaderOf } from '../../plugins/authenticate.js';
import { accountLocale, requestLocale, textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { familyActivity } from '../family-acts/family-activity.service.js';
import { confirmHandover, startHandover } from './family-handover.service.js';
import { presentInvitation, presentManager } from './family.presenter.js';
import {
  acceptFamilyInvitation,
  cancelInvitationOf,
  familyOf,
  inviteCoManager,
  removeManager,
  resendInvitation,
  setManagerPermissions,
  setOwnMail,
  switchProfile,
} from './family.service.js';

const MINUTE = 60 * 1000;

/**
 * A family manages a profile together (docs/decisions/0073-family-co-managers.md): the holder
 * invites, lists, changes and removes co-managers; an invited address accepts; a co-manager
 * switches between the profiles their login manages.
 */
export async function familyRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });
  // Mails leave for addresses the caller types: as sparing as the other mails' calls.
  const mailLimit = routeLimit(10, 60 * MINUTE);

  r.get(
    '/family',
    {
      preValidation: member,
      config: { need: 'holder' },
      schema: { tags: ['family'], summary: 'The co-managers and open invitations', response: { 200: familyAnswerSchema } },
    },
    async (request) => {
      const { managers, invitations } = await familyOf(app.ctx, memberOf(request).user.id);
      return { success: true, managers: managers.map(presentManager), invitations: invitations.map(presentInvitation) };
    },
  );

  r.post(
    '/family/invite',
    {
      preValidation: member,
      config: { need: 'holder', rateLimit: mailLimit },
      schema: {
        tags: ['family'],
        summary: 'Invite a co-manager (mailed a link valid 7 days)',
        body: familyInviteSchema,
        response: { 201: familyInvitationAnswerSchema },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCoManager(app.ctx, memberOf(request).user, request.body);
      return reply.status(201).send({
        success: true,
        message: textsFor(request)('family.invited', { email: invitation.email }),
        invitation: presentInvitation(invitation),
      });
    },
  );

  r.post(
    '/family/invitations/:id/resend',
    {
      preValidation: member,
      config: { need: 'holder', rateLimit: mailLimit },
      schema: {
        tags: ['family'],
        summary: 'Mail an invitation again, with a new link',
        params: familyIdParamsSchema,
        response: { 200: familyInvitationAnswerSchema },
      },
    },
    async (request) => {
      const invitation = await resendInvitation(app.ctx, memberOf(request).user, request.params.id);
      return {
        success: true,
        message: textsFor(request)('family.resent', { email: invitation.email }),
        invitation: presentInvitation(invitation),
      };
    },
  );

  r.post(
    '/family/invitations/:id/cancel',
    {
      preValidation: member,
      config: { need: 'holder' },
      schema: {
        tags: ['family'],
        summary: 'Cancel an open invitation',
        params: familyIdParamsSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      await cancelInvitationOf(app.ctx, memberOf(request).user.id, request.params.id);
      return { success: true, message: textsFor(request)('family.cancelled') };
    },
  );

  // Anyone with the link; a co-manager signed in adds the profile to their login.
  r.post(
    '/family/accept',
    {
      preValidation: admitMemberIfSignedIn(app.ctx),
      config: { rateLimit: routeLimit(30, 15 * MINUTE) },
      schema: {
        tags: ['family'],
        summary: 'Accept an invitation: a session for the co-manager',
        access: 'optional',
        body: familyAcceptSchema,
        response: { 200: familySessionAnswerSchema },
      },
    },
    async (request) => {
      const { token, profileId, locale } = await acceptFamilyInvitation(
        app.ctx,
        request.body,
        request.member?.acting,
        requestLocale(request),
      );
      const user = await memberView(profileId, { locale });
      return {
        success: true,
        message: translatorFor(requestLocale(request))('family.accepted', { name: user.name }),
        token,
        user,
      };
    },
  );

  r.post(
    '/family/managers/:id',
    {
      preValidation: member,
      config: { need: 'holder' },
      schema: {
        tags: ['family'],
        summary: 'Change what a co-manager may do',
        params: familyIdParamsSchema,
        body: familyPermissionsUpdateSchema,
        response: { 200: familyManagerAnswerSchema },
      },
    },
    async (request) => {
      const manager = await setManagerPermissions(
        app.ctx,
        memberOf(request).user.id,
        request.params.id,
        request.body.permissions,
      );
      return {
        success: true,
        message: textsFor(request)('family.permissionsSaved', { name: manager.name }),
        manager: presentManager(manager),
      };
    },
  );

  r.post(
    '/family/managers/:id/remove',
    {
      preValidation: member,
      config: { need: 'holder' },
      schema: {
        tags: ['family'],
        summary: 'Remove a co-manager: their sessions on this profile end at once',
        params: familyIdParamsSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      const manager = await removeManager(app.ctx, memberOf(request).user.id, request.params.id);
      return { success: true, message: textsFor(request)('family.removed', { name: manager.name }) };
    },
  );

  r.get(
    '/family/activity',
    {
      preValidation: member,
      config: { need: 'read' },
      schema: {
        tags: ['family'],
        summary: 'What the holder and each co-manager did, newest first',
        querystring: familyActivityQuerySchema,
        response: { 200: familyActivityAnswerSchema },
      },
    },
    async (request) => familyActivity(app.ctx, memberOf(request).user, request.query.page, request.query.pageSize),
  );

  // Read-level: a co-manager's own mail is theirs to switch, whatever the holder allows; the
  // service refuses the holder's session.
  r.post(
    '/family/me/mail',
    {
      preValidation: member,
      config: { need: 'read' },
      schema: {
        tags: ['family'],
        summary: 'A co-manager switches the profile’s mails to themselves on or off',
        body: familyMailSwitchSchema,
        response: { 200: familyMailSwitchAnswerSchema },
      },
    },
    async (request) => {
      const { user, acting } = memberOf(request);
      await setOwnMail(app.ctx, user.id, acting, request.body.on);
      return {
        success: true,
        message: textsFor(request)(request.body.on ? 'family.mailOn' : 'family.mailOff'),
        on: request.body.on,
      };
    },
  );

  // Read-level: the service admits only a co-manager's session, onto a profile its login manages.
  r.post(
    '/family/switch',
    {
      preValidation: member,
      config: { need: 'read' },
      schema: {
        tags: ['family'],
        summary: 'Switch a co-manager to another profile they manage (a new session)',
        body: familySwitchSchema,
        response: { 200: familySessionAnswerSchema },
      },
    },
    async (request) => {
      const { token, profileId } = await switchProfile(app.ctx, memberOf(request), request.body.profile_id);
      const user = await memberView(profileId, viewReaderOf(request));
      return { success: true, message: textsFor(request)('family.switched', { name: user.name }), token, user };
    },
  );

  // Read-level: the holder for the candidate's co-manager, or the candidate's own session; the
  // service refuses everyone else (docs/decisions/0075-candidate-takes-over-the-profile.md).
  r.post(
    '/family/handover',
    {
      preValidation: member,
      config: { need: 'read', rateLimit: mailLimit },
      schema: {
        tags: ['family'],
        summary:
          'Start handing the holder’s role to the candidate (a code mailed to the candidate; the candidate’s own first ask waits)',
        body: familyHandoverStartSchema,
        response: { 200: familyHandoverStartAnswerSchema },
      },
    },
    async (request) => {
      const { user, acting } = memberOf(request);
      const started = await startHandover(app.ctx, user, acting, request.body);
      const t = textsFor(request);
      if (started.readyAt !== undefined) {
        return { success: true, message: t('family.handover.asked', { readyAt: started.readyAt }), ready_at: started.readyAt };
      }
      return {
        success: true,
        message: t(acting.kind === 'holder' ? 'family.handover.started' : 'family.handover.startedOwn', {
          minutes: FAMILY_LIMITS.handoverMinutes,
        }),
        expires_at: started.expiresAt,
      };
    },
  );

  // Read-level: the service admits only the candidate's own co-manager session.
  r.post(
    '/family/handover/confirm',
    {
      preValidation: member,
      config: { need: 'read', rateLimit: routeLimit(30, 15 * MINUTE) },
      schema: {
        tags: ['family'],
        summary: 'The candidate confirms with the code: a new holder’s session; every old one ends',
        body: familyHandoverConfirmSchema,
        response: { 200: familySessionAnswerSchema },
      },
    },
    async (request) => {
      const { user, acting } = memberOf(request);
      const { token, profileId } = await confirmHandover(app.ctx, user, acting, request.body, request.log);
      const view = await memberView(profileId);
      const t = translatorFor(accountLocale(view, request));
      return { success: true, message: t('family.handover.done'), token, user: view };
    },
  );
}
