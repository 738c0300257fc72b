import {
  DEFAULT_FAMILY_PERMISSIONS,
  FAMILY_LIMITS,
  type Acting,
  type FamilyAcceptInput,
  type FamilyPermissions,
  type FamilyRelation,
  isLocale,
  type Locale,
  ROUTES,
} from '@inai/shared';
import { couldBeRowId } from '../../db/row-id.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import { claimCodeEvent } from '../code-ceilings/code-ceilings.repository.js';
import { BY_HOLDER, type Actor } from '../entitlements/family.policy.js';
import { revokeManagerSessions, revokeSession } from '../sessions/sessions.repository.js';
import { closeEndedChatSockets, openSession, SESSION_LIFETIME_MS } from '../sessions/sessions.service.js';
import { emailRegistered, type UserRow } from '../users/users.repository.js';
import { recordActivity } from '../family-acts/family-activity.service.js';
import { deleteHandoverOf } from './family-handover.repository.js';
import { invitationMail } from './family.mail.js';
import { permissionColumns, permissionsOf } from './family.presenter.js';
import {
  acceptInvitation,
  cancelInvitation,
  deleteLink,
  findInvitationByToken,
  findInvitationOfProfile,
  findLink,
  findManagerLoginByEmail,
  findManagerLoginById,
  findManagerOfProfile,
  insertInvitation,
  listManagers,
  managedProfiles,
  openInvitations,
  renewInvitation,
  setLastProfile,
  setLoginLocale,
  setMailOn,
  updateLinkPermissions,
  type InvitationRow,
  type ManagerListRow,
  type ManagerLoginRow,
} from './family.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const invitationEnd = (now: Date) => new Date(now.getTime() + FAMILY_LIMITS.invitationDays * DAY_MS);

/**
 * Invitations mailed to one address in any 24 hours, whoever sends them (as one-time codes and
 * reset links are counted, docs/decisions/0037): a holder cannot make the site mail a stranger's
 * box without end. Twice the codes' ceiling: a parent may be invited for five children at once.
 */
export const INVITATION_MAIL_CEILING = { max: 2 * CODE_CEILINGS.codes.max, windowMs: CODE_CEILINGS.codes.windowMs };

async function claimInvitationMail(ctx: AppContext, email: string, now: Date): Promise<void> {
  const verdict = await claimCodeEvent(ctx.db, ctx.engine, addressHash(email), 'invite_sent', INVITATION_MAIL_CEILING, now);
  if (!verdict.allowed) {
    throw new AppError(429, 'too_many_family_invitations', { params: { retryAt: retryAtParam(verdict.retryAt) } });
  }
}

async function mailInvitation(ctx: AppContext, profile: UserRow, invitation: InvitationRow, token: string): Promise<void> {
  const locale: Locale = profile.locale ?? 'en';
  await ctx.mailer.send(
    invitationMail(
      ctx,
      { email: invitation.email, relation: invitation.relation as FamilyRelation, profileName: profile.name },
      token,
      locale,
    ),
  );
}

/**
 * Invites an address to help manage the holder's profile (docs/decisions/0073-family-co-managers.md):
 * never an address that holds a member account (409, without saying whose), at most two
 * co-managers and two open invitations; the link is mailed in the holder's language.
 */
export async function inviteCoManager(
  ctx: AppContext,
  profile: UserRow,
  input: { email: string; relation: FamilyRelation; permissions?: Partial<FamilyPermissions> | undefined },
): Promise<InvitationRow> {
  if (await emailRegistered(ctx.db, input.email)) throw new AppError(409, 'family_address_taken');
  const now = new Date();
  await claimInvitationMail(ctx, input.email, now);
  const token = newToken();
  const permissions = { ...DEFAULT_FAMILY_PERMISSIONS, ...input.permissions };
  const { outcome, id } = await insertInvitation(
    ctx.db,
    ctx.engine,
    {
      profileId: profile.id,
      email: input.email,
      relation: input.relation,
      tokenHash: sha256(token),
      expiresAt: invitationEnd(now),
      ...permissionColumns(permissions),
    },
    FAMILY_LIMITS,
    now,
  );
  if (outcome === 'full') throw new AppError(409, 'family_full', { params: { max: FAMILY_LIMITS.managers } });
  if (outcome === 'invitations_full') {
    throw new AppError(409, 'family_invitations_full', { params: { max: FAMILY_LIMITS.openInvitations } });
  }
  if (outcome === 'already_manager') throw new AppError(409, 'family_already_manager');
  if (outcome === 'already_invited') throw new AppError(409, 'family_already_invited');
  const invitation = (await findInvitationOfProfile(ctx.db, profile.id, id!))!;
  await mailInvitation(ctx, profile, invitation, token);
  return invitation;
}

async function invitationOf(ctx: AppContext, profileId: number, id: number): Promise<InvitationRow> {
  const invitation = couldBeRowId(id) ? await findInvitationOfProfile(ctx.db, profileId, id) : undefined;
  if (!invitation) throw new AppError(404, 'not_found');
  if (invitation.accepted_at !== null || invitation.cancelled_at !== null) throw new AppError(409, 'family_invitation_used');
  return invitation;
}

/** Mails an invitation again with a new link, valid 7 days from now; the old link stops working. */
export async function resendInvitation(ctx: AppContext, profile: UserRow, id: number): Promise<InvitationRow> {
  const invitation = await invitationOf(ctx, profile.id, id);
  const now = new Date();
  await claimInvitationMail(ctx, invitation.email, now);
  const token = newToken();
  if (!(await renewInvitation(ctx.db, profile.id, id, sha256(token), invitationEnd(now)))) {
    throw new AppError(409, 'family_invitation_used');
  }
  const renewed = (await findInvitationOfProfile(ctx.db, profile.id, id))!;
  await mailInvitation(ctx, profile, renewed, token);
  return renewed;
}

/** Cancels an open invitation: its link stops working. */
export async function cancelInvitationOf(ctx: AppContext, profileId: number, id: number): Promise<void> {
  await invitationOf(ctx, profileId, id);
  if (!(await cancelInvitation(ctx.db, profileId, id, new Date()))) throw new AppError(409, 'family_invitation_used');
}

/** The holder's view: the co-managers and the invitations still open. */
export async function familyOf(
  ctx: AppContext,
  profileId: number,
): Promise<{ managers: ManagerListRow[]; invitations: InvitationRow[] }> {
  const [managers, invitations] = await Promise.all([
    listManagers(ctx.db, profileId),
    openInvitations(ctx.db, profileId, new Date()),
  ]);
  return { managers, invitations };
}

async function managerOf(ctx: AppContext, profileId: number, linkId: number): Promise<ManagerListRow> {
  const manager = couldBeRowId(linkId) ? await findManagerOfProfile(ctx.db, profileId, linkId) : undefined;
  if (!manager) throw new AppError(404, 'not_found');
  return manager;
}

/**
 * Changes what a co-manager may do. Every request reads the permissions with the session, so the
 * change counts at once; the chat sockets look again, and one no longer allowed to chat closes.
 */
export async function setManagerPermissions(
  ctx: AppContext,
  profileId: number,
  linkId: number,
  changes: Partial<FamilyPermissions>,
): Promise<ManagerListRow> {
  const manager = await managerOf(ctx, profileId, linkId);
  const permissions = { ...permissionsOf(manager), ...changes };
  await updateLinkPermissions(ctx.db, linkId, permissionColumns(permissions));
  await closeEndedChatSockets(ctx, profileId);
  return { ...manager, ...permissionColumns(permissions) };
}

/**
 * Removes a co-manager: the link goes and that login's sessions for this profile end on every
 * channel, by the path a sign-out takes (docs/decisions/0056): HTTP at once, and the chat
 * sockets of the profile look at their sessions and the removed login's close. The login keeps
 * its other profiles.
 */
export async function removeManager(ctx: AppContext, profileId: number, linkId: number): Promise<ManagerListRow> {
  const manager = await managerOf(ctx, profileId, linkId);
  const now = new Date();
  if (!(await deleteLink(ctx.db, profileId, linkId))) throw new AppError(404, 'not_found');
  await revokeManagerSessions(ctx.db, profileId, manager.manager_id, now);
  // A removed candidate's hand-over code dies with the link (docs/decisions/0075-candidate-takes-over-the-profile.md).
  await deleteHandoverOf(ctx.db, profileId, manager.manager_id);
  await closeEndedChatSockets(ctx, profileId);
  const login = await findManagerLoginById(ctx.db, manager.manager_id);
  if (login?.last_profile_id === profileId) await setLastProfile(ctx.db, login.id, null, now);
  await recordActivity(ctx, profileId, BY_HOLDER, 'manager_removed', { name: manager.name, detail: manager.relation }, now);
  return manager;
}

/**
 * Accepts an invitation (docs/decisions/0073-family-co-managers.md). The link proves the address:
 * with `name` and `password` it becomes a new login; a co-manager already signed in with the
 * login of that address adds the profile to it. Either way the answer is a session on the profile.
 */
export async function acceptFamilyInvitation(
  ctx: AppContext,
  input: FamilyAcceptInput,
  signedIn: Actor | undefined,
  locale: Locale,
): Promise<{ token: string; profileId: number; locale: Locale | null }> {
  const invitation = await findInvitationByToken(ctx.db, sha256(input.token));
  if (!invitation) throw new AppError(400, 'family_invitation_invalid');
  if (invitation.accepted_at !== null || invitation.cancelled_at !== null) throw new AppError(409, 'family_invitation_used');
  const now = new Date();
  if (invitation.expires_at <= now.toISOString()) throw new AppError(410, 'family_invitation_expired');
  // The address may have registered as a member since: a member is never also a co-manager.
  if (await emailRegistered(ctx.db, invitation.email)) throw new AppError(409, 'family_address_taken');

  let login: Parameters<typeof acceptInvitation>[3];
  if (signedIn?.kind === 'manager') {
    const own = await findManagerLoginById(ctx.db, signedIn.managerId);
    if (own?.email !== invitation.email) throw new AppError(403, 'family_other_address');
    login = { managerId: own.id };
  } else {
    if (await findManagerLoginByEmail(ctx.db, invitation.email)) throw new AppError(409, 'family_login_exists');
    if (!input.name || !input.password) throw new AppError(400, 'family_details_required');
    login = { email: invitation.email, name: input.name, passwordHash: await hashPassword(input.password), locale };
  }
  const result = await acceptInvitation(ctx.db, ctx.engine, invitation, login, FAMILY_LIMITS, now);
  switch (result.outcome) {
    case 'accepted': {
      const joined = await findManagerLoginById(ctx.db, result.managerId);
      await recordActivity(
        ctx,
        invitation.profile_id,
        { managerId: result.managerId, relation: invitation.relation, name: joined?.name ?? null },
        'manager_joined',
        {},
        now,
      );
      return {
        token: await openSession(ctx, invitation.profile_id, false, result.managerId),
        profileId: invitation.profile_id,
        // The login's own language, which its screens keep (docs/decisions/0076-manager-login-resets.md).
        locale: isLocale(joined?.locale) ? joined.locale : null,
      };
    }
    case 'used':
      throw new AppError(409, 'family_invitation_used');
    case 'expired':
      throw new AppError(410, 'family_invitation_expired');
    case 'full':
      throw new AppError(409, 'family_full', { params: { max: FAMILY_LIMITS.managers } });
    case 'login_full':
      throw new AppError(409, 'family_login_full', { params: { max: FAMILY_LIMITS.profilesPerLogin } });
    case 'already_manager':
      throw new AppError(409, 'family_already_manager');
    case 'login_exists':
      throw new AppError(409, 'family_login_exists');
  }
}

/**
 * Moves a co-manager to another profile their login manages. A new session, on the new profile,
 * ending when the old one would; the old one ends. A session's profile never changes under it:
 * what is keyed by the session (a chat socket listening for the profile, a searcher's cache) or
 * ends a profile's sessions stays right (docs/decisions/0073-family-co-managers.md, "Switching").
 */
export async function switchProfile(
  ctx: AppContext,
  member: { sessionId: number; expiresAt: string; acting: Actor; user: UserRow },
  profileId: number,
): Promise<{ token: string; profileId: number }> {
  if (member.acting.kind !== 'manager') throw new AppError(403, 'family_managers_only');
  const managerId = member.acting.managerId;
  const link = couldBeRowId(profileId) ? await findLink(ctx.db, profileId, managerId) : undefined;
  if (!link) throw new AppError(403, 'family_not_managed');
  const now = new Date();
  // A remembered session stays remembered; one for this browser only stays so.
  const remember = Date.parse(member.expiresAt) - now.getTime() > SESSION_LIFETIME_MS.browser;
  const token = await openSession(ctx, profileId, remember, managerId);
  await setLastProfile(ctx.db, managerId, profileId, now);
  if (profileId !== member.user.id) {
    await revokeSession(ctx.db, member.sessionId, now);
    await closeEndedChatSockets(ctx, member.user.id);
  }
  return { token, profileId };
}

/**
 * Opens a manager login's session on the profile it used last, else its first that stands; a
 * login whose profiles are all suspended is told so, one with none left is refused.
 */
export async function signInManager(
  ctx: AppContext,
  login: ManagerLoginRow,
  remember: boolean,
): Promise<{ token: string; userId: number; reader: { locale: Locale | null } }> {
  const profiles = await managedProfiles(ctx.db, login.id);
  const standing = profiles.filter((p) => p.suspended_at === null && p.erased_at === null);
  if (!standing.length) {
    if (profiles.some((p) => p.erased_at === null))
      throw new AppError(403, 'account_suspended', { params: { path: ROUTES.grievance } });
    throw new AppError(403, 'family_no_profile');
  }
  const chosen = standing.find((p) => p.profile_id === login.last_profile_id) ?? standing[0]!;
  const token = await openSession(ctx, chosen.profile_id, remember, login.id);
  await setLastProfile(ctx.db, login.id, chosen.profile_id, new Date());
  return { token, userId: chosen.profile_id, reader: { locale: isLocale(login.locale) ? login.locale : null } };
}

/** A manager login by its address, for the sign-in (a member's address is looked up first). */
export function managerLoginByEmail(ctx: AppContext, email: string): Promise<ManagerLoginRow | undefined> {
  return findManagerLoginByEmail(ctx.db, email);
}

/** Who acts, as getLoggedInUserProfile says it; a co-manager also sees the profiles they may switch to. */
export async function actingView(ctx: AppContext, profile: UserRow, actor: Actor): Promise<Acting> {
  if (actor.kind === 'holder') return { kind: 'holder', relation: null, name: profile.name };
  const profiles = await managedProfiles(ctx.db, actor.managerId);
  return {
    kind: 'manager',
    relation: actor.relation as FamilyRelation,
    name: actor.name,
    permissions: actor.permissions,
    // The co-manager's own switch on Settings → Family reads it here, with no call of its own.
    mail: profiles.find((p) => p.profile_id === profile.id)?.mail_on === 1,
    profiles: profiles.filter((p) => p.erased_at === null).map((p) => ({ id: p.profile_id, name: p.name })),
  };
}

/**
 * A co-manager switches the profile's mails to themselves on or off (`mail_on` on their link);
 * the holder's mails are their own settings' business (400 here).
 */
export async function setOwnMail(ctx: AppContext, profileId: number, actor: Actor, on: boolean): Promise<void> {
  if (actor.kind !== 'manager') throw new AppError(400, 'family_mail_managers_only');
  if (!(await setMailOn(ctx.db, profileId, actor.managerId, on))) throw new AppError(403, 'family_not_managed');
}

/**
 * A co-manager's own language (docs/decisions/0076-manager-login-resets.md): saved on their login,
 * whatever the holder allows them, as their mail switch is; the holder's language stays. The
 * site, its refusals and the profile's mails to this co-manager follow it.
 */
export async function setOwnLanguage(ctx: AppContext, managerId: number, locale: Locale): Promise<void> {
  await setLoginLocale(ctx.db, managerId, locale, new Date());
}
