import type { FileStorage } from './file-storage.js';

/**
 * How old a file without a row must be before the sweep removes it. An upload writes its files,
 * then commits the row that points at them; on another instance that gap may be open right now,
 * so only files far older than any upload could take are orphans (docs/decisions/0033).
 */
export const ORPHAN_GRACE_MS = 15 * 60_000;
const BATCH = 500;

export interface SweepResult {
  /** Files no row owns, removed. */
  orphans: number;
  /** Temporary files of writes that never finished, removed. */
  unfinished: number;
}

/**
 * Removes what a killed process can leave in the file store: files no row owns (written, then
 * the process died before the row committed; or the row was deleted, then it died before the
 * files went) and half-written temporary files. `owned` answers which of the given keys a row
 * still points at; a key it does not recognise must count as owned, so nothing unknown is lost.
 */
export async function sweepOrphanFiles(
  storage: FileStorage,
  owned: (keys: string[]) => Promise<Set<string>>,
  now = new Date(),
  graceMs = ORPHAN_GRACE_MS,
): Promise<SweepResult> {
  const before = new Date(now.getTime() - graceMs);
  const unfinished = await storage.removeUnfinished(before);
  const old = (await storage.listWithTimes()).filter((f) => f.writtenAt < before).map((f) => f.key);
  let orphans = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const keys = old.slice(i, i + BATCH);
    const kept = await owned(keys);
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      orphans += 1;
    }
  }
  return { orphans, unfinished };
}
