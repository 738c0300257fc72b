import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { runBackupCommand } from '../../cli/backup.cli.js';
import { ENGINES, createPostgresDatabase, type TestPostgres } from '../../test/databases.js';
import { bearer, freshAddress, verifiedMember } from '../../test/members.js';
import { createTestApp, tempDir } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';
import { BackupError } from './backup.js';

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up a running site, and a restore into a fresh place serves the member and her photo', async () => {
    const t = await createTestApp({ engine });
    let closed = false;
    cleanups.push(() => (closed ? undefined : t.close()));
    const member = await verifiedMember(t.app);
    const upload = galleryUpload(member.userId, [{ name: 'me.jpg', data: await testJpeg({ width: 400, height: 300 }) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(member.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const oldLink = uploaded.json().user.user_images[0].file_path as string;
    const photo = (await t.app.inject(oldLink)).rawPayload;
    expect(photo.length).toBeGreaterThan(100);

    const backups = tempDir('inai-backup-');
    cleanups.push(backups.remove);
    const out = path.join(backups.dir, 'nightly');
    const sourceEnv = { NODE_ENV: 'test', DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) };
    // The server is running (and holds the database open) while the backup is taken.
    const printed = await runBackupCommand(['backup', '--out', out], sourceEnv);
    expect(printed).toContain('1 members, 1 photos');
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, engine, counts: { members: 1, photos: 1, horoscopes: 0 } });
    expect(manifest.counts.mediaFiles).toBeGreaterThanOrEqual(2);
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(out, manifest.database)).mode & 0o777).toBe(0o600);
    await expect(runBackupCommand(['backup', '--out', out], sourceEnv)).rejects.toThrow(BackupError);

    // The site is lost: its data folder and database are gone.
    await t.close();
    closed = true;
    expect(fs.existsSync(t.dataDir)).toBe(false);

    const fresh = tempDir();
    cleanups.push(fresh.remove);
    let postgres: TestPostgres | undefined;
    if (engine === 'postgres') {
      postgres = await createPostgresDatabase();
      cleanups.push(() => postgres!.drop());
    }
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: fresh.dir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      WEB_DIST_DIR: path.join(fresh.dir, 'no-web-build'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    expect(await runBackupCommand(['restore', '--from', out], env)).toContain('1 members, 1 photos');
    await expect(runBackupCommand(['restore', '--from', out], env)).rejects.toThrow(/--force/);

    const { loadConfig } = await import('../../config.js');
    const app = await buildApp(loadConfig(env), { logger: false });
    cleanups.push(() => app.close());
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password: member.details.password },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/getLoggedInUserProfile',
      headers: bearer(login.json().token),
      payload: {},
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const link = profile.json().user_images[0].file_path as string;
    const served = await app.inject(link);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, photo)).toBe(0);
    // The media signing key is in the database, so links handed out before the loss still work.
    expect((await app.inject(oldLink)).statusCode).toBe(200);
  });
});

describe('restore', () => {
  it('refuses a backup of the other engine and a folder that is not a backup', async () => {
    const data = tempDir();
    try {
      const env = { NODE_ENV: 'test', DATA_DIR: data.dir };
      await expect(runBackupCommand(['restore', '--from', data.dir], env)).rejects.toThrow(/no readable manifest\.json/);
      fs.writeFileSync(
        path.join(data.dir, 'manifest.json'),
        JSON.stringify({ format: 1, engine: 'postgres', database: 'database.pgdump' }),
      );
      await expect(runBackupCommand(['restore', '--from', data.dir], env)).rejects.toThrow(
        /postgres backup but the configuration names sqlite/,
      );
      await expect(runBackupCommand(['backup'], env)).rejects.toThrow(/--out/);
    } finally {
      data.remove();
    }
  });
});
