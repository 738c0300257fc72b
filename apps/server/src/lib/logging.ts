import type { FastifyRequest } from 'fastify';

/**
 * What a request's log lines say about it. The URL keeps its path (route ids) but not the values
 * of its query: the web app's /reset-password?token=…, a media link's signature and an operator's
 * member search (?q=<phone>) are secrets or personal data. Headers and bodies are never logged.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    remoteAddress: request.ip,
  };
}

/** `/a?token=x&page=2` → `/a?token=~&page=~`: which parameters came, not what they said. */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=~`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

/**
 * Pino's redaction, a second line behind the serializer: fields that must never reach a log
 * even when a future log call passes a whole body or record (a password, a one-time code, a
 * session or reset token, a phone number), and the detail of a PostgreSQL error, which quotes the
 * values of a violated constraint.
 */
const REDACT = ['password', 'token', 'otp', 'otpToken', 'phone', 'authorization', 'cookie'].flatMap((field) => [
  field,
  `*.${field}`,
]);

/** Pino options for the server's logger (main.ts adds a pretty printer at a developer's terminal). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    // @fastify/multipart logs busboy's options, request headers included, at trace level.
    redact: { paths: [...REDACT, 'err.detail', '*.headers.authorization', '*.headers.cookie'], censor: '[redacted]' },
    serializers: { req: requestForLog },
    ...(stream ? { stream } : {}),
  };
}
