import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { listOperators, setRole } from '../modules/admin/admin.repository.js';
import { recordAudit } from '../modules/operators/audit.service.js';
import { findUserByEmail } from '../modules/users/users.repository.js';

const USAGE = `Operators, from the command line only (there is no web sign-up for the role):

  npm run admin -- create <email> [--reason <text>]
                                  makes an existing, verified member an operator; they sign in
                                  as usual and find the console at /admin
  npm run admin -- remove <email> [--reason <text>]
                                  takes the operator role away: they stay a member, and the
                                  console refuses them at once
  npm run admin -- list           the operators

Each change is recorded in the audit log (actor: the command line).
`;

/** Thrown for a command that cannot be carried out: its message is for the operator. */
export class CommandError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Runs one command against `db` and returns what to print; refusals throw CommandError (exit code 1). */
export async function runAdminCommand(args: string[], db: Kysely<Database>, now: Date = new Date()): Promise<string> {
  const [command, address] = args;
  if (command === 'list') return listCommand(db);
  if (command !== 'create' && command !== 'remove') throw new CommandError(USAGE);
  if (!address || address.startsWith('--')) throw new CommandError(`Whose address? Give the member's e-mail.\n\n${USAGE}`);
  const email = address.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (command === 'remove') return removeCommand(db, user, email, option(args, '--reason'), now);
  if (!user || user.erased_at !== null) {
    throw new CommandError(`No member has the address ${email}. They must register on the site first.`);
  }
  if (user.is_verified !== 1) {
    throw new CommandError(`${email} has not verified their e-mail yet. Ask them to finish registration first.`);
  }
  if (user.suspended_at !== null) throw new CommandError(`${email} is suspended: reinstate them first.`);
  if (user.role === 'operator') return `${user.name} <${email}> is already an operator; nothing changed.`;
  const reason = option(args, '--reason')?.trim() || 'Made an operator from the command line';
  if (reason.length > 500) throw new CommandError('--reason is at most 500 characters.');
  await db.transaction().execute(async (trx) => {
    await setRole(trx, user.id, 'operator', now);
    await recordAudit({ db: trx }, { actorId: null, action: 'operator_created', targetUserId: user.id, reason }, now);
  });
  return `${user.name} <${email}> (member ${user.id}) is now an operator. They sign in as usual and find the console at /admin.`;
}

/** `list`: every operator, one a line. */
async function listCommand(db: Kysely<Database>): Promise<string> {
  const operators = await listOperators(db);
  if (operators.length === 0) return 'There is no operator. Make one with: npm run admin -- create <email>';
  return operators.map((o) => `${o.id}\t${o.name} <${o.email}>${o.suspended_at !== null ? '\t(suspended)' : ''}`).join('\n');
}

/**
 * `remove`: the role goes back to 'member' and the change is audited (actor: the command line).
 * Their sessions keep working as a member's; the role is read on every request, so the console
 * refuses them (403) at once.
 */
async function removeCommand(
  db: Kysely<Database>,
  user: Awaited<ReturnType<typeof findUserByEmail>>,
  email: string,
  reasonText: string | undefined,
  now: Date,
): Promise<string> {
  if (!user || user.erased_at !== null) throw new CommandError(`No member has the address ${email}; nothing changed.`);
  if (user.role !== 'operator') throw new CommandError(`${user.name} <${email}> is not an operator; nothing changed.`);
  const reason = reasonText?.trim() || 'Operator role removed from the command line';
  if (reason.length > 500) throw new CommandError('--reason is at most 500 characters.');
  await db.transaction().execute(async (trx) => {
    await setRole(trx, user.id, 'member', now);
    await recordAudit({ db: trx }, { actorId: null, action: 'operator_removed', targetUserId: user.id, reason }, now);
  });
  return `${user.name} <${email}> (member ${user.id}) is no longer an operator. They stay a member; the console refuses them from now on.`;
}

/** The process: the same configuration and database as the server. */
async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace's folder: relative paths (DATA_DIR) mean where the operator typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const { db, engine } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, engine);
    process.stdout.write(`${await runAdminCommand(process.argv.slice(2), db)}\n`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    if (err instanceof CommandError || err instanceof ConfigError) console.error(err.message);
    else console.error('Failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
