import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  GatewayUnavailable,
  type Checkout,
  type CheckoutRequest,
  type GatewayStatus,
  type PaymentProvider,
  type StatusOptions,
} from './payment-provider.js';

/**
 * PhonePe Standard Checkout v2 over plain HTTP (docs/decisions/0012-phonepe-over-plain-http.md):
 * an OAuth client-credentials token, `POST /checkout/v2/pay` and
 * `GET /checkout/v2/order/{merchantOrderId}/status`. Every call has a time limit; nothing here
 * logs, and no error message carries the secret or a token.
 */
export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** The full token URL. */
  oauthUrl: string;
  /** The base the checkout paths are appended to. */
  apiUrl: string;
  /** Per HTTP call; 8 s unless told. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to age the token. */
  now?: () => number;
}

export const PHONEPE_TIMEOUT_MS = 8000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1).nullish(),
  /** Epoch seconds. */
  expires_at: z.number().nullish(),
  expires_in: z.number().nullish(),
});

const payAnswer = z.object({
  orderId: z.string().nullish(),
  state: z.string().nullish(),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

const attempt = z.object({
  paymentMode: z.string().nullish(),
  transactionId: z.string().nullish(),
  amount: z.number().int().nullish(),
  state: z.string().nullish(),
  errorCode: z.string().nullish(),
});

const statusAnswer = z.object({
  orderId: z.string().nullish(),
  state: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  amount: z.number().int().nullish(),
  errorCode: z.string().nullish(),
  paymentDetails: z.array(attempt).nullish(),
});

const errorAnswer = z.object({ code: z.string().nullish(), errorCode: z.string().nullish() });

interface Answer {
  status: number;
  body: unknown;
}

/** Why a call did not get an answer, without the request (which may hold the secret). */
function unreachable(error: unknown, what: string, timeoutMs: number): GatewayUnavailable {
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GatewayUnavailable(`PhonePe did not answer ${what} within ${timeoutMs} ms`, false);
  }
  const code = (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  // Refused or unresolvable: the request never reached PhonePe.
  const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  return new GatewayUnavailable(`PhonePe could not be reached for ${what}${code ? ` (${code})` : ''}`, neverSent);
}

function errorCodeOf(body: unknown): string | null {
  const parsed = errorAnswer.safeParse(body);
  return parsed.success ? (parsed.data.code ?? parsed.data.errorCode ?? null) : null;
}

/** A PhonePe Standard Checkout v2 client with its own token cache. */
export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const timeout = options.timeoutMs ?? PHONEPE_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  let cached: { header: string; refreshAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  async function send(url: string, init: RequestInit, what: string, timeoutMs: number): Promise<Answer> {
    try {
      // redirect 'error': a call that carries our token follows no one anywhere.
      const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    } catch (error) {
      throw unreachable(error, what, timeoutMs);
    }
  }

  async function fetchToken(timeoutMs: number): Promise<string> {
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_version: String(options.clientVersion),
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    const answer = await send(
      options.oauthUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      },
      'the token request',
      timeoutMs,
    );
    if (answer.status >= 500) throw new GatewayUnavailable(`PhonePe's token service answered HTTP ${answer.status}`, true);
    if (answer.status !== 200) {
      throw new GatewayUnavailable(
        `PhonePe refused our client credentials (HTTP ${answer.status}); check PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET and PHONEPE_CLIENT_VERSION`,
        true,
      );
    }
    const parsed = tokenAnswer.safeParse(answer.body);
    if (!parsed.success) throw new GatewayUnavailable('PhonePe answered the token request with something unexpected', true);
    const issued = now();
    const { access_token: token, token_type: type, expires_at: expiresAt, expires_in: expiresIn } = parsed.data;
    const ends = expiresAt ? expiresAt * 1000 : expiresIn ? issued + expiresIn * 1000 : issued + 10 * 60_000;
    // Renewed a minute before it ends (halfway, for a short-lived one), so no call sets out with a token about to lapse.
    const margin = Math.min(60_000, Math.max(0, (ends - issued) / 2));
    const header = `${type ?? 'O-Bearer'} ${token}`;
    cached = { header, refreshAt: ends - margin };
    return header;
  }

  /** The Authorization header: the cached token while it is fresh; one fetch shared by concurrent callers. */
  function authorization(timeoutMs: number): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.header);
    fetching ??= fetchToken(timeoutMs).finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  /** A call with the token; on a 401 the token is fetched again once and the call repeated once. */
  async function authorized(url: string, init: RequestInit, what: string, timeoutMs: number): Promise<Answer> {
    const withToken = (header: string) => ({ ...init, headers: { ...(init.headers as object), authorization: header } });
    let header = await authorization(timeoutMs);
    let answer = await send(url, withToken(header), what, timeoutMs);
    if (answer.status === 401) {
      // Forget only the token that failed: another caller may have fetched a fresh one meanwhile.
      if (cached?.header === header) cached = undefined;
      header = await authorization(timeoutMs);
      answer = await send(url, withToken(header), what, timeoutMs);
    }
    return answer;
  }

  return {
    name: 'phonepe',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      try {
        await authorization(timeout);
      } catch (error) {
        // Without a token the payment request was never sent.
        throw error instanceof GatewayUnavailable ? new GatewayUnavailable(error.message, true) : error;
      }
      const answer = await authorized(
        `${apiUrl}/checkout/v2/pay`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            merchantOrderId: request.orderId,
            amount: request.amount,
            expireAfter: request.expireAfterSeconds,
            paymentFlow: { type: 'PG_CHECKOUT', message: request.message, merchantUrls: { redirectUrl: request.returnUrl } },
          }),
        },
        'the payment request',
        timeout,
      );
      if (answer.status >= 200 && answer.status < 300) {
        const parsed = payAnswer.safeParse(answer.body);
        if (!parsed.success)
          throw new GatewayUnavailable('PhonePe answered the payment request without a usable redirectUrl', false);
        return { redirectUrl: parsed.data.redirectUrl, providerOrderId: parsed.data.orderId ?? null };
      }
      if (answer.status >= 500 || answer.status === 429) {
        throw new GatewayUnavailable(`PhonePe answered the payment request with HTTP ${answer.status}`, false);
      }
      const code = errorCodeOf(answer.body);
      throw new GatewayUnavailable(`PhonePe refused the payment request (HTTP ${answer.status}${code ? `, ${code}` : ''})`, true);
    },

    async orderStatus(orderId: string, statusOptions: StatusOptions = {}): Promise<GatewayStatus> {
      const timeoutMs = Math.min(statusOptions.timeoutMs ?? timeout, timeout);
      const answer = await authorized(
        `${apiUrl}/checkout/v2/order/${encodeURIComponent(orderId)}/status?details=false`,
        { method: 'GET', headers: { accept: 'application/json' } },
        'the status request',
        timeoutMs,
      );
      const unknown = { amount: null, orderAmount: null, paymentMode: null, transactionId: null, providerOrderId: null };
      if (
        answer.status === 404 ||
        (answer.status >= 400 && answer.status < 500 && /NOT_FOUND/i.test(errorCodeOf(answer.body) ?? ''))
      ) {
        return { state: 'UNKNOWN_ORDER', ...unknown, errorCode: errorCodeOf(answer.body) };
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new GatewayUnavailable(`PhonePe answered the status request with HTTP ${answer.status}`, false);
      }
      const parsed = statusAnswer.safeParse(answer.body);
      if (!parsed.success) throw new GatewayUnavailable('PhonePe answered the status request with something unexpected', false);
      const body = parsed.data;
      const attempts = body.paymentDetails ?? [];
      // The attempt that succeeded is the one that paid; otherwise the latest says what happened.
      const chosen = attempts.find((a) => a.state === 'COMPLETED') ?? attempts.at(-1);
      return {
        state: body.state,
        amount: chosen?.amount ?? null,
        orderAmount: body.amount ?? null,
        paymentMode: chosen?.paymentMode ?? null,
        transactionId: chosen?.transactionId ?? null,
        providerOrderId: body.orderId ?? null,
        errorCode: body.errorCode ?? chosen?.errorCode ?? null,
      };
    },
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a webhook's Authorization header is PhonePe's: hex SHA256 of `username:password`,
 * compared in constant time (the SDK compares with `==`). Digests of both sides are compared, so
 * the lengths always match and the time says nothing about where they differ.
 */
export function webhookAuthorizationMatches(
  header: string | undefined,
  username: string | undefined,
  password: string | undefined,
): boolean {
  if (!header || !username || !password) return false;
  const expected = createHash('sha256').update(`${username}:${password}`).digest('hex');
  return timingSafeEqual(sha256(header.trim().toLowerCase()), sha256(expected));
}

const webhookBody = z.object({
  payload: z.object({ merchantOrderId: z.string().min(1).max(64) }),
});

/** The merchant order id a webhook is about; undefined for a body that names none. */
export function webhookOrderId(body: unknown): string | undefined {
  const parsed = webhookBody.safeParse(body);
  return parsed.success ? parsed.data.payload.merchantOrderId : undefined;
}
