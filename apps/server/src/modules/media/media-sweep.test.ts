import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS } from '../../lib/storage/orphan-sweep.js';
import { ENGINES } from '../../test/databases.js';
import { verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';
import { sweepMediaFiles } from './media-sweep.js';

const key = (folder: string, variant = 'full', ext = 'webp') => {
  const id = randomBytes(16).toString('hex');
  return `${folder}/${id.slice(0, 2)}/${id}-${variant}.${ext}`;
};

describe.each(ENGINES)('the media file sweep on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const media = (k: string) => path.join(t.dataDir, 'media', k);
  const age = (file: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    fs.utimesSync(file, then, then);
  };

  it('removes old files no row owns and unfinished writes, and keeps owned, recent and unknown files', async () => {
    const member = await verifiedMember(t.app);
    await uploadTestImage(t.app, member, 'photos');
    await uploadTestImage(t.app, member, 'horoscopes');
    const owned = await t.app.ctx.storage.list();
    expect(owned).toHaveLength(5); // a photo's three variants, a horoscope's two

    const oldOrphans = [key('photos'), key('horoscopes', 'thumb'), key('evidence'), key('idproof', 'file', 'pdf')];
    const recentOrphan = key('photos');
    const unknownFolder = key('other');
    for (const k of [...oldOrphans, recentOrphan, unknownFolder]) await t.app.ctx.storage.put(k, Buffer.from('x'));
    const oldTemp = `${media(key('photos'))}.999.tmp`;
    const recentTemp = `${media(key('photos'))}.998.tmp`;
    for (const file of [oldTemp, recentTemp]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'half');
    }
    const longAgo = ORPHAN_GRACE_MS + 60_000;
    for (const k of [...owned, ...oldOrphans, unknownFolder]) age(media(k), longAgo);
    age(oldTemp, longAgo);

    expect(await sweepMediaFiles(t.app.ctx, t.app.log)).toEqual({ orphans: oldOrphans.length, unfinished: 1 });
    expect(await t.app.ctx.storage.list()).toEqual([...owned, recentOrphan, unknownFolder].sort());
    expect(fs.existsSync(oldTemp)).toBe(false);
    expect(fs.existsSync(recentTemp)).toBe(true);
  });
});
