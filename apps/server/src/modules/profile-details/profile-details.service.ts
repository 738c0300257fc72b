import {
  asBrideAndGroom,
  chevvaiAgreement,
  chevvaiFromDosam,
  porutham,
  type ChevvaiSource,
  type ChevvaiState,
  type DetailsChevvai,
  type MemberChart,
  todayInIndia,
  type DetailsPorutham,
  type DetailsPoruthamCharts,
  type Translator,
  type ProfileDetailsAnswer,
  type Raasi,
  type Star,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { demandToOpen, hiddenFrom, OTHERS_SEE, partnerMatters, seesHoroscopes } from '../entitlements/entitlements.policy.js';
import { areAcceptedPartners, entitlementsFor, mayReach } from '../entitlements/entitlements.service.js';
import { findBirthDetails, type BirthDetailsRow } from '../profile/birth-details.repository.js';
import { compareCharts, memberChartOf, type Chart } from '../../lib/jathagam/index.js';
import { readBirth } from '../profile/birth-details.service.js';
import { findDetails, type DetailsRow } from '../profile/profile.repository.js';
import { hasCoManagers } from '../family-acts/family-activity.repository.js';
import { findUserById } from '../users/users.repository.js';
import { presentProfileDetails } from './profile-details.presenter.js';
import { recordProfileView } from './profile-views.repository.js';

/**
 * getUserDetails: another member's full profile. A paid plan is required (402), and opening a
 * profile counts against the plan's monthly quota (Silver 15, Gold 100, Platinum unlimited;
 * each distinct profile once per calendar month in India). Only searchable members can be
 * opened; a member may always open their own, and their details page shows it as others see it
 * (OTHERS_SEE, docs/decisions/0064). What the owner hides stays hidden, except from a member with
 * whom they have an accepted interest. `page` says which page opens it (the printable
 * biodata or the details page): the policy decides whether it needs a plan.
 */
export async function viewProfile(
  ctx: AppContext,
  viewer: { id: number; is_verified: number; hide_last_active: number },
  targetId: number,
  page: 'details' | 'biodata' = 'details',
  texts: Translator = translatorFor('en'),
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

  const [user, details, images, horoscopes, viewerDetails, birth, viewerBirth, managed] = await Promise.all([
    findUserById(ctx.db, targetId),
    findDetails(ctx.db, targetId),
    listImages(ctx.db, targetId),
    listHoroscopes(ctx.db, targetId),
    own ? undefined : findDetails(ctx.db, viewerId),
    findBirthDetails(ctx.db, targetId),
    own ? undefined : findBirthDetails(ctx.db, viewerId),
    hasCoManagers(ctx.db, targetId),
  ]);
  if (!user) throw new AppError(404, 'profile_not_found');
  // An accepted interest matters only when the owner hides something or gave a street address.
  const partner = !own && partnerMatters(user, Boolean(details?.address)) && (await areAcceptedPartners(ctx, viewerId, targetId));
  const birthChart = chartOf(details, birth);
  const chart = birthChart && memberChartOf(birthChart);
  const viewerChart = own ? undefined : chartOf(viewerDetails, viewerBirth);
  // The chart's chevvai dosham counts only where the viewer may see the chart; otherwise what the member chose.
  const chartShown = seesHoroscopes(entitlements, hiddenFrom(user, partner), own);
  // The two charts compared, on the same rule as the chart itself (and only on the details page).
  const charts =
    chartShown && page === 'details' && birthChart && viewerChart ? { viewer: viewerChart, member: birthChart } : undefined;
  const asOthersSee = own && page === 'details';
  return {
    success: true,
    user: {
      ...presentProfileDetails(
        { user, details, images, horoscopes, chart },
        asOthersSee ? OTHERS_SEE : entitlements,
        ctx.media,
        viewerId,
        partner,
        viewer.hide_last_active !== 1,
        asOthersSee,
      ),
      managed_with_family: managed,
    },
    views: { used: view.used, limit },
    own,
    ...withPorutham(
      viewerDetails && { ...viewerDetails, chevvai: chevvaiOf(viewerDetails, viewerChart) },
      details && { ...details, chevvai: chevvaiOf(details, chartShown ? birthChart : undefined) },
      charts && { ...charts, texts },
    ),
  };
}

/** The chart of a member's birth details, when they gave a birth time (and a date of birth). */
function chartOf(details: DetailsRow | undefined, birth: BirthDetailsRow | undefined): Chart | undefined {
  if (!birth?.birth_time || !details?.dob) return undefined;
  const reading = readBirth(details.dob, birth);
  return reading.kind === 'time' ? reading.chart : undefined;
}

type Chevvai = { state: ChevvaiState; source: ChevvaiSource | null };

/** A side's chevvai dosham: from the chart when there is one to go by, else the dosham the member chose. */
function chevvaiOf(details: { dosam: string | null }, chart: Pick<MemberChart, 'chevvai_dosham'> | undefined): Chevvai {
  if (chart) return { state: chart.chevvai_dosham.present ? 'yes' : 'no', source: 'chart' };
  const state = chevvaiFromDosam(details.dosam);
  return { state, source: state === 'unknown' ? null : 'stated' };
}

type StarFields = { gender: string | null; star: string | null; raasi: string | null; chevvai?: Chevvai } | undefined;

/**
 * The porutham section, only between a woman and a man: the woman is the bride. It needs both
 * stars; without the viewer's it asks them to add it. Chevvai dosham is said beside the ten.
 */
export function detailsPorutham(viewer: StarFields, member: StarFields): DetailsPorutham | undefined {
  const pair = viewer && member && asBrideAndGroom(viewer, member);
  if (!pair) return undefined;
  if (!viewer.star) return { state: 'viewer_star_missing' };
  if (!member.star) return { state: 'member_star_missing' };
  const [bride, groom] = pair.map((p) => ({ star: p.star as Star, raasi: (p.raasi ?? null) as Raasi | null }));
  const [brideChevvai, groomChevvai] = pair.map((p) => p.chevvai ?? { state: 'unknown' as const, source: null });
  const chevvai: DetailsChevvai = {
    bride: brideChevvai!.state,
    groom: groomChevvai!.state,
    bride_source: brideChevvai!.source,
    groom_source: groomChevvai!.source,
    agreement: chevvaiAgreement(brideChevvai!.state, groomChevvai!.state),
  };
  return { state: 'ready', bride: bride!, groom: groom!, result: porutham(bride!, groom!), chevvai };
}

type BothCharts = { viewer: Chart; member: Chart; texts: Translator };

/**
 * The section, with the two charts compared when both are known and the viewer may see them. The
 * dasa sandhi is given by the year only: its days would give back the other's birth time.
 */
function withPorutham(viewer: StarFields, member: StarFields, charts?: BothCharts): { porutham?: DetailsPoruthamCharts } {
  const section = detailsPorutham(viewer, member);
  if (!section) return {};
  if (section.state !== 'ready' || !charts || !viewer || !member) return { porutham: section };
  const viewerIsBride = asBrideAndGroom(viewer, member)![0] === viewer;
  const [bride, groom] = viewerIsBride ? [charts.viewer, charts.member] : [charts.member, charts.viewer];
  return {
    porutham: { ...section, charts: compareCharts(bride, groom, new Date(), charts.texts, { sandhiByYear: true }) },
  };
}
