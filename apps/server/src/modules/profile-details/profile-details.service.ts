import {
  asBrideAndGroom,
  porutham,
  todayInIndia,
  type DetailsPorutham,
  type ProfileDetailsAnswer,
  type Raasi,
  type Star,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { demandToOpen, hidesAnything } from '../entitlements/entitlements.policy.js';
import { areAcceptedPartners, entitlementsFor, mayReach } from '../entitlements/entitlements.service.js';
import { findDetails } from '../profile/profile.repository.js';
import { findUserById } from '../users/users.repository.js';
import { presentProfileDetails } from './profile-details.presenter.js';
import { recordProfileView } from './profile-views.repository.js';

/**
 * getUserDetails: another member's full profile. A paid plan is required (402), and opening a
 * profile counts against the plan's monthly quota (Silver 15, Gold 100, Platinum unlimited;
 * each distinct profile once per calendar month in India). Only searchable members can be
 * opened; a member may always open their own. What the owner hides stays hidden, except from a
 * member with whom they have an accepted interest. `page` says which page opens it (the printable
 * biodata or the details page): the policy decides whether it needs a plan.
 */
export async function viewProfile(
  ctx: AppContext,
  viewer: { id: number; is_verified: number },
  targetId: number,
  page: 'details' | 'biodata' = 'details',
): Promise<ProfileDetailsAnswer> {
  const viewerId = viewer.id;
  const entitlements = await entitlementsFor(ctx, viewer);
  const own = targetId === viewerId;
  demandToOpen(entitlements, { own, page });
  if (!own && !ctx.search.index.has(targetId)) throw new AppError(404, 'profile_not_found');
  // A block ends everything both ways: the profile is as absent as a deleted one.
  if (!own && !(await mayReach(ctx, viewerId, targetId))) throw new AppError(404, 'profile_not_found');

  const limit = entitlements.monthlyProfileViews;
  const view = own
    ? { allowed: true, used: 0 }
    : await recordProfileView(
        ctx.db,
        ctx.engine,
        { viewerId, viewedId: targetId, month: todayInIndia().slice(0, 7), limit },
        new Date(),
      );
  if (!view.allowed) throw new AppError(402, 'view_quota_reached', { params: { limit: limit ?? 0 } });

  const [user, details, images, horoscopes, viewerDetails] = await Promise.all([
    findUserById(ctx.db, targetId),
    findDetails(ctx.db, targetId),
    listImages(ctx.db, targetId),
    listHoroscopes(ctx.db, targetId),
    own ? undefined : findDetails(ctx.db, viewerId),
  ]);
  if (!user) throw new AppError(404, 'profile_not_found');
  // The accepted-interest exception matters only when the owner hides something.
  const partner = !own && hidesAnything(user) && (await areAcceptedPartners(ctx, viewerId, targetId));
  return {
    success: true,
    user: presentProfileDetails({ user, details, images, horoscopes }, entitlements, ctx.media, viewerId, partner),
    views: { used: view.used, limit },
    ...withPorutham(viewerDetails, details),
  };
}

type StarFields = { gender: string | null; star: string | null; raasi: string | null } | undefined;

/**
 * The porutham section, only between a woman and a man: the woman is the
 * bride. It needs both stars; without the viewer's it asks them to add it.
 */
export function detailsPorutham(viewer: StarFields, member: StarFields): DetailsPorutham | undefined {
  const pair = viewer && member && asBrideAndGroom(viewer, member);
  if (!pair) return undefined;
  if (!viewer.star) return { state: 'viewer_star_missing' };
  if (!member.star) return { state: 'member_star_missing' };
  const [bride, groom] = pair.map((p) => ({ star: p.star as Star, raasi: (p.raasi ?? null) as Raasi | null }));
  return { state: 'ready', bride: bride!, groom: groom!, result: porutham(bride!, groom!) };
}

function withPorutham(viewer: StarFields, member: StarFields): { porutham?: DetailsPorutham } {
  const section = detailsPorutham(viewer, member);
  return section ? { porutham: section } : {};
}
