import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, createBackup, restoreBackup, type BackupManifest } from '../lib/backup/backup.js';

const USAGE = `Backups, for operators (docs/operations.md):

  npm run backup -- --out <folder>              the database and DATA_DIR/media into a new folder, while the server runs
  npm run restore -- --from <folder> [--force]  a backup into the configured database and DATA_DIR, with the server stopped

Both read the server's environment (DATA_DIR, DATABASE_URL). PostgreSQL needs pg_dump / pg_restore on PATH.
--force lets a restore replace a database or media folder that is not empty.
`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function describe(manifest: BackupManifest): string {
  const c = manifest.counts;
  return [
    `${manifest.engine} backup of ${manifest.createdAt}`,
    `  ${c.members} members, ${c.photos} photos, ${c.horoscopes} horoscopes, ${c.paymentOrders} payment orders`,
    `  ${c.mediaFiles} media files (${(c.mediaBytes / 1024 / 1024).toFixed(1)} MB)`,
  ].join('\n');
}

/** Runs `backup --out <dir>` or `restore --from <dir> [--force]`; returns what to print. */
export async function runBackupCommand(args: string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  const [command] = args;
  const config = loadConfig(env);
  if (command === 'backup') {
    const out = option(args, '--out');
    if (!out) throw new BackupError(`Where to? Give --out <folder>.\n\n${USAGE}`);
    return `Backed up into ${out}:\n${describe(await createBackup(config, out))}`;
  }
  if (command === 'restore') {
    const from = option(args, '--from');
    if (!from) throw new BackupError(`From where? Give --from <folder>.\n\n${USAGE}`);
    const manifest = await restoreBackup(config, from, { force: args.includes('--force') });
    return `Restored from ${from}:\n${describe(manifest)}\nStart the server: it migrates the restored database if it is older.`;
  }
  throw new BackupError(USAGE);
}

async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace's folder: relative paths (DATA_DIR, --out) mean where the operator typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  process.stdout.write(`${await runBackupCommand(process.argv.slice(2))}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
    else console.error('Failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
