import { createHmac } from 'node:crypto';
import type { IceServersAnswer } from '@inai/shared';
import type { AppConfig } from '../../config.js';

/**
 * coturn's time-limited credentials for its REST API mode (`use-auth-secret` with
 * `static-auth-secret`; docs/decisions/0077-calls-signalled-over-chat.md): the user name is the
 * expiry in unix seconds, a colon and the member's id, and the password is the base64 of the
 * HMAC-SHA1 of that user name under the shared secret. coturn recomputes it, so nothing is stored,
 * and a credential stops working at its expiry.
 */
export function turnCredential(secret: string, memberId: number, expiresAt: number): { username: string; credential: string } {
  const username = `${expiresAt}:${memberId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The browser's ICE servers for a member who may call: coturn's, or none when no relay is configured. */
export function iceServersFor(turn: AppConfig['turn'], memberId: number, now: Date): IceServersAnswer {
  if (!turn) return { success: true, ttl: 0, iceServers: [] };
  const expiresAt = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
  return {
    success: true,
    ttl: turn.ttlSeconds,
    iceServers: [{ urls: turn.urls, ...turnCredential(turn.secret, memberId, expiresAt) }],
  };
}
