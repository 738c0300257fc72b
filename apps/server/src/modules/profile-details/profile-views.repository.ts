import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';

/**
 * Counts a profile view against the viewer's monthly quota: each distinct profile once per
 * month. Exact under concurrent requests: the check and the insert run in one transaction that
 * locks the viewer's row (PostgreSQL; SQLite runs one transaction at a time), so two views at
 * the last free slot cannot both pass. Returns whether the view is allowed and how many
 * distinct profiles the month has used.
 */
export async function recordProfileView(
  db: Kysely<Database>,
  engine: Engine,
  view: { viewerId: number; viewedId: number; month: string; limit: number | null },
  now: Date,
): Promise<{ allowed: boolean; used: number }> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('users').select('id').where('id', '=', view.viewerId);
    await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
    const used = async () =>
      Number(
        (
          await trx
            .selectFrom('profile_views')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('viewer_id', '=', view.viewerId)
            .where('month', '=', view.month)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seen = await trx
      .selectFrom('profile_views')
      .select('viewed_id')
      .where('viewer_id', '=', view.viewerId)
      .where('month', '=', view.month)
      .where('viewed_id', '=', view.viewedId)
      .executeTakeFirst();
    if (seen) {
      // Who viewed me lists the latest view: a repeat view this month moves it forward.
      await trx
        .updateTable('profile_views')
        .set({ viewed_at: now.toISOString() })
        .where('viewer_id', '=', view.viewerId)
        .where('month', '=', view.month)
        .where('viewed_id', '=', view.viewedId)
        .execute();
      return { allowed: true, used: await used() };
    }
    const before = await used();
    if (view.limit !== null && before >= view.limit) return { allowed: false, used: before };
    await trx
      .insertInto('profile_views')
      .values({ viewer_id: view.viewerId, month: view.month, viewed_id: view.viewedId, viewed_at: now.toISOString() })
      .execute();
    return { allowed: true, used: before + 1 };
  });
}
