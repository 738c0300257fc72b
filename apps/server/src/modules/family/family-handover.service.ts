import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_FAMILY_PERMISSIONS,
  FAMILY_LIMITS,
  type FamilyHandoverStartInput,
  type FamilyRelation,
  type Locale,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { couldBeRowId } from '../../db/row-id.js';
import { AppError } from '../../lib/app-error.js';
import { inBackground } from '../../lib/background.js';
import { newOtpCode, sameDigest, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import type { Actor } from '../entitlements/family.policy.js';
import { recordActivity } from '../family-acts/family-activity.service.js';
import { closeEndedChatSockets, openSession } from '../sessions/sessions.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { handoverAskedMail, handoverCodeMail, handoverDoneMail } from './family-handover.mail.js';
import { askToTakeOver, findHandover, reserveHandoverTry, storeHandover, swapHolder } from './family-handover.repository.js';
import { permissionColumns } from './family.presenter.js';
import { findManagerLoginById, findManagerOfProfile, managedProfiles, type ManagerLoginRow } from './family.repository.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

/**
 * The former holder's relation as a co-manager when the holder did not say it: 'Profile created
 * by' tells only Parent or Sibling, never which parent or sibling, so every value but none is
 * Relative. A guess of Father or Mother would put the wrong word on every act the other families
 * read ("Sent by her mother"); the holder can say it when they start the hand-over.
 */
export function formerHolderRelation(said: string | null): Exclude<FamilyRelation, 'Candidate'> {
  return said && said !== 'Candidate' ? (said as Exclude<FamilyRelation, 'Candidate'>) : 'Relative';
}

const isCandidate = (actor: Actor): actor is Extract<Actor, { kind: 'manager' }> =>
  actor.kind === 'manager' && actor.relation === 'Candidate';

/** The candidate's login, refused when it manages another profile (0073: never a member and a login at once). */
async function candidateLogin(ctx: AppContext, profileId: number, managerId: number): Promise<ManagerLoginRow> {
  const login = await findManagerLoginById(ctx.db, managerId);
  if (!login) throw new AppError(403, 'family_handover_candidate_only');
  const others = (await managedProfiles(ctx.db, managerId)).filter((p) => p.profile_id !== profileId);
  if (others.length) throw new AppError(409, 'family_handover_login_elsewhere');
  return login;
}

/**
 * Starts the hand-over of the holder's role to the candidate
 * (docs/decisions/0075-candidate-takes-over-the-profile.md): the holder for a co-manager whose
 * relation is Candidate, or that co-manager's own session. A 6-digit code goes to the candidate's
 * own login address, counted against its ceiling; a new start replaces the old code.
 *
 * The candidate's own first ask mails no code: it is recorded, the holder is mailed at once, and
 * the code can be asked for FAMILY_LIMITS.takeoverWaitHours later
 * (docs/decisions/0075-candidate-takes-over-the-profile.md, "Waiting"). An invitation sent to a wrong address must not let a stranger take the account in a minute; the
 * holder removes them before then, which ends the request.
 */
export async function startHandover(
  ctx: AppContext,
  profile: UserRow,
  actor: Actor,
  input: FamilyHandoverStartInput,
): Promise<{ expiresAt: string; readyAt?: never } | { readyAt: string; expiresAt?: never }> {
  let managerId: number;
  if (actor.kind === 'holder') {
    if (input.manager_id === undefined) throw new AppError(400, 'family_handover_choose');
    const link = couldBeRowId(input.manager_id) ? await findManagerOfProfile(ctx.db, profile.id, input.manager_id) : undefined;
    if (!link) throw new AppError(404, 'not_found');
    if (link.relation !== 'Candidate') throw new AppError(409, 'family_handover_not_candidate');
    managerId = link.manager_id;
  } else {
    if (!isCandidate(actor)) throw new AppError(403, 'family_handover_candidate_only');
    managerId = actor.managerId;
  }
  const login = await candidateLogin(ctx, profile.id, managerId);
  const now = new Date();
  const holderLocale: Locale = profile.locale ?? 'en';
  if (actor.kind !== 'holder') {
    const { row, isNew } = await askToTakeOver(ctx.db, {
      profileId: profile.id,
      managerId,
      askedAt: now,
      readyAt: new Date(now.getTime() + FAMILY_LIMITS.takeoverWaitHours * HOUR_MS),
    });
    if (isNew) {
      await ctx.mailer.send(
        handoverAskedMail(
          ctx,
          { email: profile.email, candidateName: login.name, profileName: profile.name, readyAt: row.ready_at },
          holderLocale,
        ),
      );
      return { readyAt: row.ready_at };
    }
    if (row.ready_at > now.toISOString()) {
      throw new AppError(409, 'family_handover_waiting', { params: { readyAt: retryAtParam(new Date(row.ready_at)) } });
    }
  }
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + FAMILY_LIMITS.handoverMinutes * MINUTE_MS);
  const verdict = await storeHandover(
    ctx.db,
    ctx.engine,
    { addressHash: addressHash(login.email), rule: CODE_CEILINGS.codes },
    {
      profileId: profile.id,
      managerId,
      startedBy: actor.kind === 'holder' ? 'holder' : 'candidate',
      // Only the holder says who they are; the candidate's word on it would name someone else.
      holderRelation: actor.kind === 'holder' ? (input.relation ?? null) : null,
      codeHash: codeHash(salt, code),
      salt,
      expiresAt,
    },
    now,
  );
  if (!verdict.allowed)
    throw new AppError(429, 'too_many_handover_codes', { params: { retryAt: retryAtParam(verdict.retryAt) } });
  await ctx.mailer.send(
    handoverCodeMail(
      ctx,
      { email: login.email, name: login.name, profileName: profile.name },
      code,
      FAMILY_LIMITS.handoverMinutes,
      (login.locale as Locale | null) ?? holderLocale,
    ),
  );
  return { expiresAt: expiresAt.toISOString() };
}

/**
 * The candidate confirms with the mailed code, from their own co-manager session: the profile's
 * account takes their address, password and language, the former holder becomes a co-manager
 * with the default permissions and signs in as before, every session of the profile ends (sockets
 * too) and the candidate is answered a new holder's session. At most FAMILY_LIMITS.handoverTries
 * wrong tries, then the code is spent.
 */
export async function confirmHandover(
  ctx: AppContext,
  profile: UserRow,
  actor: Actor,
  input: { code: string; remember?: boolean | undefined },
  log: FastifyBaseLogger,
): Promise<{ token: string; profileId: number }> {
  if (!isCandidate(actor)) throw new AppError(403, 'family_handover_candidate_only');
  const handover = await findHandover(ctx.db, profile.id);
  if (!handover || handover.manager_id !== actor.managerId) throw new AppError(400, 'family_handover_no_code');
  const now = new Date();
  if (handover.expires_at <= now.toISOString()) throw new AppError(410, 'family_handover_expired');
  const tooMany = () => new AppError(429, 'family_handover_too_many_tries');
  if (!(await reserveHandoverTry(ctx.db, handover.id, FAMILY_LIMITS.handoverTries))) {
    // A confirm that lost the race to a winning one finds the code claimed, not its tries spent.
    if ((await findHandover(ctx.db, profile.id))?.id !== handover.id) throw new AppError(409, 'family_handover_used');
    throw tooMany();
  }
  if (!sameDigest(codeHash(handover.salt, input.code), handover.code_hash)) {
    const left = FAMILY_LIMITS.handoverTries - handover.attempts - 1;
    if (left <= 0) throw tooMany();
    throw new AppError(400, 'family_handover_code_wrong', { params: { left } });
  }

  const login = await candidateLogin(ctx, profile.id, actor.managerId);
  const former = (await findUserById(ctx.db, profile.id))!;
  const formerLocale: Locale = former.locale ?? 'en';
  const relation = formerHolderRelation(handover.holder_relation);
  const result = await swapHolder(
    ctx.db,
    ctx.engine,
    {
      handover,
      candidate: {
        managerId: login.id,
        email: login.email,
        passwordHash: login.password_hash,
        locale: login.locale as Locale | null,
      },
      former: {
        email: former.email,
        passwordHash: former.password_hash,
        locale: former.locale,
        // The login's name is how the family list and the activity name them: their relation, in their language.
        name: translatorFor(formerLocale)(`family.relation.${relation}`),
        relation,
      },
      permissions: permissionColumns(DEFAULT_FAMILY_PERMISSIONS),
    },
    now,
  );
  switch (result.outcome) {
    case 'used':
      throw new AppError(409, 'family_handover_used');
    case 'not_candidate':
      throw new AppError(403, 'family_handover_candidate_only');
    case 'manages_others':
      throw new AppError(409, 'family_handover_login_elsewhere');
    case 'done':
      break;
  }
  await closeEndedChatSockets(ctx, profile.id);
  await recordActivity(
    ctx,
    profile.id,
    { managerId: null, relation: 'Candidate', name: login.name },
    'holder_handed_over',
    { name: translatorFor(formerLocale)(`family.relation.${relation}`), detail: relation },
    now,
  );
  // Done and committed: a failed mail is logged, and must not keep the candidate from their session.
  inBackground(
    ctx.mailer.send(
      handoverDoneMail(ctx, { email: former.email, candidateName: login.name, profileName: profile.name }, formerLocale),
    ),
    log,
    'the former holder could not be mailed about the hand-over',
  );
  return { token: await openSession(ctx, profile.id, input.remember ?? false), profileId: profile.id };
}
