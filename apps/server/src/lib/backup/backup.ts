import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import type { Engine } from '../../db/engine.js';
import { countRecords, hasTables, type RecordCounts } from './backup.repository.js';

/** A backup or restore that cannot go ahead: its message is for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: Engine;
  /** The database's file in the backup folder. */
  database: string;
  counts: RecordCounts & { mediaFiles: number; mediaBytes: number };
}

const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'matrimony.sqlite';
const PG_DUMP_FILE = 'database.pgdump';

type Settings = Pick<AppConfig, 'dataDir' | 'databaseUrl'>;

/**
 * Runs a PostgreSQL client tool found on PATH against `databaseUrl`; its own error text reaches
 * the operator. The password goes in the environment, not the arguments, which `ps` shows to
 * every user of the machine.
 */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install PostgreSQL's client tools (Debian: apt-get install postgresql-client-15)`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Copies DATA_DIR/media, leaving out files still being written (storage writes `*.tmp`, then renames). */
async function copyMedia(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) {
    await fsp.mkdir(to, { recursive: true, mode: 0o700 });
    return { files, bytes };
  }
  await fsp.cp(from, to, {
    recursive: true,
    filter: async (source) => {
      const stat = await fsp.stat(source);
      if (stat.isDirectory()) return true;
      if (source.endsWith('.tmp')) return false;
      files += 1;
      bytes += stat.size;
      return true;
    },
  });
  return { files, bytes };
}

/**
 * Backs up the database and the uploaded files into `outDir` (new or empty), while the server
 * runs: SQLite through its online backup (a consistent copy, writers carry on), PostgreSQL
 * through `pg_dump -Fc` (one snapshot). The media are copied after the database, so a file
 * uploaded meanwhile is an unused extra, never a row without its file. The folder holds
 * personal data and ID proofs: it is made readable by its owner only.
 */
export async function createBackup(settings: Settings, outDir: string, now = new Date()): Promise<BackupManifest> {
  const out = path.resolve(outDir);
  const sqliteFile = path.join(settings.dataDir, SQLITE_FILE);
  if (!settings.databaseUrl && !fs.existsSync(sqliteFile))
    throw new BackupError(`There is no database at ${sqliteFile}: is DATA_DIR (or DATABASE_URL) the server's?`);
  if (!(await isEmptyDir(out))) throw new BackupError(`${out} is not empty: give a new folder for each backup.`);
  await fsp.mkdir(out, { recursive: true, mode: 0o700 });
  await fsp.chmod(out, 0o700);

  const { db, engine } = openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, poolSize: 1 });
  let counts: RecordCounts;
  let database: string;
  try {
    counts = await countRecords(db);
    if (engine === 'sqlite') {
      database = SQLITE_FILE;
      const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(out, database));
      } finally {
        source.close();
      }
    } else {
      database = PG_DUMP_FILE;
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(out, database)}`],
        settings.databaseUrl!,
      );
    }
  } finally {
    await db.destroy();
  }
  await fsp.chmod(path.join(out, database), 0o600);
  const media = await copyMedia(path.join(settings.dataDir, 'media'), path.join(out, 'media'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    engine,
    database,
    counts: { ...counts, mediaFiles: media.files, mediaBytes: media.bytes },
  };
  await fsp.writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${dir} holds no readable ${MANIFEST}: is it a backup folder?`);
  }
  if (manifest.format !== 1) throw new BackupError(`${dir} is a backup of an unknown format (${String(manifest.format)}).`);
  return manifest;
}

/**
 * Restores a backup into the configured database and DATA_DIR, with the server stopped. It
 * refuses to overwrite a database or media folder that holds anything, unless `force`. The
 * engine must be the backup's: a SQLite backup restores into SQLite, a dump into PostgreSQL.
 */
export async function restoreBackup(
  settings: Settings,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const from = path.resolve(fromDir);
  const manifest = await readManifest(from);
  const engine: Engine = settings.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine)
    throw new BackupError(
      `This is a ${manifest.engine} backup but the configuration names ${engine} (${engine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}).`,
    );
  const mediaDir = path.join(settings.dataDir, 'media');
  if (!options.force && !(await isEmptyDir(mediaDir))) throw new BackupError(`${mediaDir} is not empty; --force replaces it.`);
  await fsp.mkdir(settings.dataDir, { recursive: true });

  if (engine === 'sqlite') {
    const target = path.join(settings.dataDir, SQLITE_FILE);
    if (fs.existsSync(target) && !options.force) throw new BackupError(`${target} exists; --force replaces it.`);
    // A stale write-ahead log beside the restored file would be replayed into it.
    for (const suffix of ['-wal', '-shm']) await fsp.rm(`${target}${suffix}`, { force: true });
    await fsp.copyFile(path.join(from, manifest.database), target);
  } else {
    const { db } = openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, poolSize: 1 });
    let occupied: boolean;
    try {
      occupied = await hasTables(db);
    } finally {
      await db.destroy();
    }
    if (occupied && !options.force) throw new BackupError('The PostgreSQL database already holds tables; --force replaces them.');
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(occupied ? ['--clean', '--if-exists'] : []),
        path.join(from, manifest.database),
      ],
      settings.databaseUrl!,
    );
  }
  await fsp.rm(mediaDir, { recursive: true, force: true });
  await copyMedia(path.join(from, 'media'), mediaDir);
  return manifest;
}
