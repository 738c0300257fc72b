/**
 * When `error` is a unique-constraint violation, the name of the column (SQLite) or constraint
 * (PostgreSQL) it broke; otherwise undefined. Lets a repository turn a race into a clear 409.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505') return e.constraint; // PostgreSQL: e.g. users_email_unique
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE') return /UNIQUE constraint failed: (\S+)/.exec(e.message ?? '')?.[1]; // users.email
  return undefined;
}
