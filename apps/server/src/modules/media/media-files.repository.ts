import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A gallery variant's key (`photos/ab/<id>-thumb.webp`) belongs to the row whose storage_key is `photos/ab/<id>`. */
const GALLERY_VARIANT = /^((photos|horoscopes)\/[0-9a-f]{2}\/[0-9a-f]{32})-[a-z]+\.webp$/;

/**
 * Of `keys` (file storage keys), those a row still points at: a photo or horoscope (through its
 * variants), a report's screenshot, a pending ID document. A key under a folder this does not
 * know counts as owned, so the orphan sweep never removes what another feature may need.
 */
export async function ownedStorageKeys(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  const byBase = { photos: new Map<string, string[]>(), horoscopes: new Map<string, string[]>() };
  const evidence: string[] = [];
  const idproof: string[] = [];
  for (const key of keys) {
    const variant = GALLERY_VARIANT.exec(key);
    if (variant) {
      const map = byBase[variant[2] as 'photos' | 'horoscopes'];
      map.set(variant[1]!, [...(map.get(variant[1]!) ?? []), key]);
    } else if (key.startsWith('evidence/')) evidence.push(key);
    else if (key.startsWith('idproof/')) idproof.push(key);
    else owned.add(key);
  }
  const galleries = [
    ['user_images', byBase.photos],
    ['user_horoscopes', byBase.horoscopes],
  ] as const;
  for (const [table, map] of galleries) {
    if (map.size === 0) continue;
    const rows = await db
      .selectFrom(table)
      .select('storage_key')
      .where('storage_key', 'in', [...map.keys()])
      .execute();
    for (const row of rows) for (const key of map.get(row.storage_key) ?? []) owned.add(key);
  }
  if (evidence.length) {
    const rows = await db.selectFrom('reports').select('evidence_key').where('evidence_key', 'in', evidence).execute();
    for (const row of rows) if (row.evidence_key) owned.add(row.evidence_key);
  }
  if (idproof.length) {
    const rows = await db.selectFrom('id_verifications').select('storage_key').where('storage_key', 'in', idproof).execute();
    for (const row of rows) if (row.storage_key) owned.add(row.storage_key);
  }
  return owned;
}
