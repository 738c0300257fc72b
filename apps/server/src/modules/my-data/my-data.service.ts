import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { planById, PRIVACY_RIGHTS, rangePreferencesFromStored, todayInIndia, type StoredRangePreferences } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { actDayShown } from '../cards/cards.presenter.js';
import { presentActivity } from '../family-acts/family-activity.presenter.js';
import { allActivity, type ActivityListRow } from '../family-acts/family-activity.repository.js';
import { presentManager } from '../family/family.presenter.js';
import { listManagers, type ManagerListRow } from '../family/family.repository.js';
import { variantKey } from '../gallery/gallery.service.js';
import { readOwnData } from './my-data.repository.js';

/** Data downloads per member per hour: each reads every photo the member has. */
export const EXPORT_LIMIT = { max: PRIVACY_RIGHTS.exportsPerHour, windowMs: 60 * 60 * 1000 };

const flag = (value: number | null | undefined) => value === 1;

/** A file name that is safe in any ZIP tool: the stored name's letters, digits, dots and dashes only. */
function safeName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return (base || 'image').slice(0, 60);
}

type OwnData = NonNullable<Awaited<ReturnType<typeof readOwnData>>>;

/**
 * profile.json: the member's own records, as plain JSON with field names a person can read, with
 * the family that manages the profile: the co-managers and what each of them and the holder did.
 */
export function presentOwnData(
  data: OwnData,
  files: { photos: string[]; horoscopes: string[] },
  family: { managers: ManagerListRow[]; activity: ActivityListRow[] },
  now: Date,
) {
  const { account } = data;
  const { user_id: _detailsOwner, ...profile } = data.details ?? { user_id: 0 };
  const { user_id: _birthOwner, ...birth } = data.birth ?? { user_id: 0 };
  return {
    exported_at: now.toISOString(),
    note: 'Your data at Inai Matrimony (Digital Personal Data Protection Act 2023). Photos and horoscopes are in the folders beside this file.',
    account: {
      ...account,
      is_verified: flag(account.is_verified),
      mobile_number_visibility: flag(account.mobile_number_visibility),
      photos_visibility: flag(account.photos_visibility),
      horoscope_visibility: flag(account.horoscope_visibility),
      address_visibility: flag(account.address_visibility),
      notify_interest_received: flag(account.notify_interest_received),
      notify_interest_accepted: flag(account.notify_interest_accepted),
      notify_chat_message: flag(account.notify_chat_message),
      hide_last_active: flag(account.hide_last_active),
      notify_daily_picks: flag(account.notify_daily_picks),
      daily_picks_compatible: flag(account.daily_picks_compatible),
    },
    profile: data.details ? profile : null,
    birth_details: data.birth ? birth : null,
    partner_preferences: data.preferences ? exportedPreferences(data.preferences) : null,
    photos: data.photos.map((p, i) => ({
      file: files.photos[i],
      original_name: p.file_name,
      width: p.width,
      height: p.height,
      profile_picture: flag(p.is_profile_picture),
      uploaded_at: p.created_at,
    })),
    horoscopes: data.horoscopes.map((h, i) => ({
      file: files.horoscopes[i],
      original_name: h.file_name,
      width: h.width,
      height: h.height,
      uploaded_at: h.created_at,
    })),
    // The member's own acts keep their time; the other member's act is an India day, and none
    // when they hide their activity, as the interest lists show it (docs/decisions/0057).
    interests_sent: data.sent.map((i) => ({
      id: i.id,
      to_user_id: i.to_user_id,
      to_name: i.to_name,
      status: i.status,
      requested_at: i.requested_on,
      answered_on: i.status === 'Requested' ? null : actDayShown(i.updated_on, i.other_hides === 1),
      sent_by_relation: i.sent_by_relation,
    })),
    interests_received: data.received.map((i) => ({
      id: i.id,
      from_user_id: i.from_user_id,
      from_name: i.from_name,
      status: i.status,
      requested_on: actDayShown(i.requested_on, i.other_hides === 1),
      answered_at: i.status === 'Requested' ? null : i.updated_on,
      answered_by_relation: i.status === 'Requested' ? null : i.answered_by_relation,
    })),
    shortlist: data.shortlist,
    blocked_members: data.blocks,
    plans: data.plans.map((p) => ({ ...p, plan: planById(p.plan_id)?.name ?? null })),
    payments: data.payments.map((p) => ({ ...p, plan: planById(p.plan_id)?.name ?? null })),
    chat_messages_written: data.messages,
    reports_filed: data.reports,
    id_verifications: data.idChecks,
    profiles_viewed: data.views,
    co_managers: family.managers.map((m) => ({ ...presentManager(m), mails: flag(m.mail_on) })),
    family_activity: family.activity.map((row) => presentActivity(row, account.name)),
  };
}

/**
 * Download my data: a ZIP with profile.json and the member's photos and horoscopes as stored.
 * The records are read before the answer starts (a failure is then a proper error); the files
 * are streamed into the archive one at a time, waiting whenever the client reads slower.
 * Limited per member (EXPORT_LIMIT, 429 beyond it).
 */
export async function exportOwnData(
  ctx: AppContext,
  userId: number,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; stream: Readable }> {
  const limit = await ctx.limiter.hit(`my-data-export:${userId}`, EXPORT_LIMIT);
  if (limit.count > EXPORT_LIMIT.max) throw new AppError(429, 'too_many_exports');
  const [data, managers, activity] = await Promise.all([
    readOwnData(ctx.db, userId),
    listManagers(ctx.db, userId),
    allActivity(ctx.db, userId),
  ]);
  if (!data) throw new AppError(401, 'auth_required');
  const now = new Date();
  const name = (folder: string, i: number, fileName: string) =>
    `${folder}/${String(i + 1).padStart(2, '0')}-${safeName(fileName)}.webp`;
  const photos = data.photos.map((p, i) => ({ path: name('photos', i, p.file_name), key: p.storage_key }));
  const horoscopes = data.horoscopes.map((h, i) => ({ path: name('horoscopes', i, h.file_name), key: h.storage_key }));
  const json = presentOwnData(
    data,
    { photos: photos.map((p) => p.path), horoscopes: horoscopes.map((h) => h.path) },
    { managers, activity },
    now,
  );

  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    const profile = new ZipDeflate('profile.json', { level: 6 });
    zip.add(profile);
    profile.push(new TextEncoder().encode(JSON.stringify(json, null, 2)), true);
    // The images are WebP, already compressed: stored as they are.
    for (const file of [...photos, ...horoscopes]) {
      const stored = await ctx.storage.open(variantKey(file.key, 'full'));
      if (!stored) {
        log.warn({ userId, key: file.key }, 'a photo of a data download is missing from storage');
        continue;
      }
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of stored.stream) {
        entry.push(chunk as Uint8Array);
        // A client that went away closes the stream: stop reading then.
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) {
          stored.stream.destroy();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((err: unknown) => {
    log.error({ err, userId }, 'a data download failed half-way');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { fileName: `inai-my-data-${todayInIndia()}.zip`, stream: out };
}

/**
 * The partner preferences as the member set them: the age range, the castes and stars as lists,
 * the income floor (docs/decisions/0066); the cleared columns of the older bands are left out.
 */
function exportedPreferences<
  T extends StoredRangePreferences & { user_id: number; age: string | null; monthly_income: string | null },
>(row: T) {
  const { user_id: _owner, age: _age, monthly_income: _income, caste: _caste, ...rest } = row;
  return { ...rest, ...rangePreferencesFromStored(row) };
}
