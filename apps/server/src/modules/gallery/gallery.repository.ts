import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, UserHoroscopeTable, UserImageTable } from '../../db/schema.js';

export type ImageRow = Selectable<UserImageTable>;
export type HoroscopeRow = Selectable<UserHoroscopeTable>;
export type GalleryKind = 'photos' | 'horoscopes';
const TABLE = { photos: 'user_images', horoscopes: 'user_horoscopes' } as const;

export interface NewGalleryItem {
  storageKey: string;
  fileName: string;
  width: number;
  height: number;
  /** Photos: the perceptual hash (the "same photo" signal). */
  phash?: string | null;
}

export function listImages(db: Kysely<Database>, userId: number): Promise<ImageRow[]> {
  return db.selectFrom('user_images').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function listHoroscopes(db: Kysely<Database>, userId: number): Promise<HoroscopeRow[]> {
  return db.selectFrom('user_horoscopes').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** An item of the member's own gallery; undefined if it does not exist or belongs to someone else. */
export function findOwnItem(db: Kysely<Database>, kind: GalleryKind, userId: number, id: number) {
  return db
    .selectFrom(TABLE[kind])
    .select(['id', 'storage_key'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Any gallery item with its owner, for the media route. */
export function findItem(db: Kysely<Database>, kind: GalleryKind, id: number) {
  return db.selectFrom(TABLE[kind]).select(['id', 'user_id', 'storage_key']).where('id', '=', id).executeTakeFirst();
}

export class GalleryFull extends Error {}

/**
 * Adds items if the member's total stays within `max`; throws GalleryFull otherwise. The count
 * and the insert happen in one transaction holding a lock on the member's row (PostgreSQL; on
 * SQLite transactions are already one at a time), so two uploads at once cannot both pass the
 * check. A first photo becomes the profile picture.
 */
export async function addGalleryItems(
  db: Kysely<Database>,
  engine: Engine,
  kind: GalleryKind,
  userId: number,
  items: NewGalleryItem[],
  max: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('users').select('id').where('id', '=', userId);
    await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
    const row = await trx
      .selectFrom(TABLE[kind])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) + items.length > max) throw new GalleryFull();
    const values = items.map((item) => ({
      user_id: userId,
      storage_key: item.storageKey,
      file_name: item.fileName,
      width: item.width,
      height: item.height,
      created_at: now.toISOString(),
    }));
    await trx
      .insertInto(TABLE[kind])
      .values(kind === 'photos' ? values.map((v, i) => ({ ...v, phash: items[i]!.phash ?? null })) : values)
      .execute();
    if (kind === 'photos') await ensureProfilePicture(trx, userId);
  });
}

/** Removes an item; if it was the profile picture, the first remaining photo takes its place. */
export async function removeGalleryItem(db: Kysely<Database>, kind: GalleryKind, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(TABLE[kind]).where('id', '=', id).where('user_id', '=', userId).execute();
    if (kind === 'photos') await ensureProfilePicture(trx, userId);
  });
}

/**
 * An operator's rejection: removes the photo if it is still unreviewed, in the
 * caller's transaction, and keeps a profile picture as removeGalleryItem does. False if it was
 * gone or already reviewed by then.
 */
export async function removeUnreviewedPhoto(trx: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('user_images')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await ensureProfilePicture(trx, userId);
  return true;
}

/** Makes one of the member's photos the profile picture. False if it is not theirs. */
export async function setProfilePicture(db: Kysely<Database>, userId: number, imageId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('user_images')
      .select('id')
      .where('id', '=', imageId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!own) return false;
    await trx.updateTable('user_images').set({ is_profile_picture: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('user_images').set({ is_profile_picture: 1 }).where('id', '=', imageId).execute();
    return true;
  });
}

/** If the member has photos but no profile picture, the first one (oldest) becomes it. */
async function ensureProfilePicture(db: Kysely<Database>, userId: number): Promise<void> {
  const current = await db
    .selectFrom('user_images')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_profile_picture', '=', 1)
    .executeTakeFirst();
  if (current) return;
  const first = await db
    .selectFrom('user_images')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (first) await db.updateTable('user_images').set({ is_profile_picture: 1 }).where('id', '=', first.id).execute();
}
