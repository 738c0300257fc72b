/**
 * The names a site uses in a Redis that other sites, or other test runs, may share. They are
 * made from the name of the site's PostgreSQL database, which is what the site's instances have
 * in common. With SQLite a site is one instance, and the plain names serve it.
 */
export function siteOf(databaseUrl: string | undefined): string {
  return databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
}

/** The prefix of the site's keys (rate-limit counters): `inai:<database>:`, or `inai:` without one. */
export function redisKeyPrefix(databaseUrl: string | undefined): string {
  const site = siteOf(databaseUrl);
  return site ? `inai:${site}:` : 'inai:';
}
