// Node's codes for a server that cannot be reached or went away mid-conversation.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// PostgreSQL's own: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// What pg says when a connection ends or never starts; these errors carry no code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated due to connection timeout',
];

/**
 * Whether `err` says the database cannot be reached (down, restarting, out of connections),
 * as opposed to a fault in the query or the data. Such a request gets 503 and can be retried.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    // SQLSTATE class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnreachable)) return true;
  return PG_MESSAGES.some((m) => err.message.startsWith(m));
}
