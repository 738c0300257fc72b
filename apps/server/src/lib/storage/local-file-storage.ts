import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

const KEY_PATTERN = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}-[a-z]+\.[a-z]+$/;

/** Files under `root` (DATA_DIR/media). Keys are checked, so no path can leave the folder. */
export function createLocalFileStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = locate(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
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
      try {
        const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
          .sort();
      } catch {
        return [];
      }
    },
  };
}
