import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

const KEY_PATTERN = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}-[a-z]+\.[a-z]+$/;
const TEMP_SUFFIX = '.tmp';

/** Writes `data` to `file` durably: the bytes reach the disk before the call returns (docs/decisions/0033). */
async function writeDurably(file: string, data: Buffer): Promise<void> {
  const handle = await fsp.open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename in `dir` durable; where a directory cannot be opened for syncing, the rename is left to the OS. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself is still atomic.
  } finally {
    await handle.close();
  }
}

/** Files under `root` (DATA_DIR/media). Keys are checked, so no path can leave the folder. */
export function createLocalFileStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const entries = async () => {
    try {
      return (await fsp.readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    } catch {
      return [];
    }
  };
  const keyOf = (entry: fs.Dirent) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  return {
    async put(key, data) {
      const file = locate(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name, synced, then renamed: a reader never sees half a file,
      // and the file is on disk before the caller commits the row that points at it, so even a
      // power loss cannot leave a row without its file (docs/decisions/0033).
      const temp = `${file}.${process.pid}${TEMP_SUFFIX}`;
      await writeDurably(temp, data);
      await fsp.rename(temp, file);
      await syncDirectory(path.dirname(file));
    },
    async open(key) {
      const file = locate(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await fsp.rm(locate(key), { force: true });
    },
    async list() {
      return (await entries())
        .filter((e) => !e.name.endsWith(TEMP_SUFFIX))
        .map(keyOf)
        .sort();
    },
    async listWithTimes() {
      const found = [];
      for (const entry of await entries()) {
        if (entry.name.endsWith(TEMP_SUFFIX)) continue;
        // Gone since the listing (removed by a request): nothing to report.
        const stat = await fsp.stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
        if (stat) found.push({ key: keyOf(entry), writtenAt: stat.mtime });
      }
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async removeUnfinished(before) {
      let removed = 0;
      for (const entry of await entries()) {
        if (!entry.name.endsWith(TEMP_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fsp.stat(file).catch(() => undefined);
        if (!stat || stat.mtime >= before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
