import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { formatAddress, GST_STATE_CODES, gstStateName, isValidGstin, SITE } from '@inai/shared';

/** Validated configuration (docs/api.md, "Configuration"). Built once at start-up from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /**
   * ALLOW_DEV_OUTBOX=1: production may keep mail (without SMTP_URL) and text messages (without
   * SMS_PROVIDER=msg91) in the development outboxes under DATA_DIR, on purpose (a staging site).
   * Every start then warns (docs/decisions/0058).
   */
  allowDevOutbox: boolean;
  /** Signs the one-click stop links of members' mails (MAIL_LINK_SECRET); unset = a key kept in the database. A secret: never log or send it. */
  mailLinkSecret: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** The grievance officer the 2016 advisory asks matrimonial sites to publish: shown on /grievance. */
  grievanceOfficer: { name: string; email: string; address: string };
  paymentProvider: 'sandbox' | 'phonepe';
  allowSandboxPayments: boolean;
  /** PhonePe Standard Checkout v2; present only when PAYMENT_PROVIDER=phonepe. Holds secrets: never log or send it. */
  phonepe: PhonePeConfig | undefined;
  /**
   * Our GST registration (GSTIN), printed on every tax invoice; undefined in development, where
   * receipts say they are not tax invoices. Production refuses to start without it while it
   * takes real payments (docs/decisions/0065).
   */
  gstin: string | undefined;
  /** The fixed payee of the UPI QR code; undefined when UPI_PAYEE_VPA is unset (no QR offered). */
  upi: { payeeVpa: string; payeeName: string } | undefined;
  /** Whether this process polls pending payments in the background (docs/decisions/0013). */
  paymentReconciler: boolean;
  redisUrl: string | undefined;
  demoData: boolean;
  /** The home and about pages show their figures only once each has reached this (PUBLIC_FIGURES_FLOOR; docs/decisions/0059). */
  publicFiguresFloor: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Addresses and CIDR ranges that may read /api/metrics (METRICS_ALLOW); others get 404. */
  metricsAllow: string[];
  /** Where the built web app lives; the server serves it on every non-API path. */
  webDistDir: string;
  /** Text messages (docs/decisions/0048): the dev outbox, or MSG91 with its credentials (secrets: never log or send them). */
  sms: { provider: 'dev' } | { provider: 'msg91'; authKey: string; templateId: string; tamilTemplateId?: string; apiUrl: string };
  /**
   * The coturn server that relays calls (docs/decisions/0077-calls-signalled-over-chat.md): its
   * URLs, the `static-auth-secret` it shares with us (a secret: never log or send it), and how long
   * a credential lasts. Undefined when TURN_URLS is unset: calls then connect directly only.
   */
  turn: { urls: string[]; secret: string; ttlSeconds: number } | undefined;
  /**
   * How long an unanswered call rings (CALL_RING_MS), for the browser tests only: read when
   * NODE_ENV is test, so that a missed call does not take the real 45 s there.
   */
  callRingMs: number | undefined;
  /**
   * JOBS: whether this web process runs the background jobs (on, the default) or leaves them to
   * worker processes (off); NODE_ENV=test runs none either way (docs/operations.md, "Workers").
   */
  jobs: 'on' | 'off';
  /** How many members a worker serves at once in the member-by-member jobs (WORKER_CONCURRENCY). */
  workerConcurrency: number;
  /** How long a stopping process may drain before it gives up and exits 1 (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: 'sandbox' | 'production';
  /** The full token URL (…/v1/oauth/token). */
  oauthUrl: string;
  /** The base that /checkout/v2/pay and /checkout/v2/order/{id}/status are appended to. */
  apiUrl: string;
  /** The webhook credentials set in PhonePe's dashboard; without them every webhook is refused. */
  webhookUsername: string | undefined;
  webhookPassword: string | undefined;
}

/** PhonePe's documented hosts for each PHONEPE_ENV (docs/decisions/0012). */
export const PHONEPE_HOSTS = {
  sandbox: {
    oauthUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
    apiUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    oauthUrl: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
    apiUrl: 'https://api.phonepe.com/apis/pg',
  },
} as const;

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const urlWithScheme = (schemes: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')} (e.g. ${example})`,
    );

/** A comma-separated list: its entries trimmed, the empty ones (`a,,b`, a trailing comma) dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/** The GST state code of the registered address the invoices print (SITE.address: Tamil Nadu). */
export const SUPPLIER_STATE_CODE = GST_STATE_CODES['Tamil Nadu']!;

/** MSG91's own host (docs/decisions/0048); tests point MSG91_API_URL at a fake. */
export const MSG91_HOST = 'https://control.msg91.com';

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/matrimony').optional(),
  PUBLIC_URL: urlWithScheme(['http:', 'https:'], 'https://www.example.in').optional(),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'smtp://127.0.0.1:2525').optional(),
  ALLOW_DEV_OUTBOX: flag.default('0'),
  MAIL_FROM: z.string().trim().min(1, 'must not be empty').optional(),
  MAIL_LINK_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
    .max(500, 'must be at most 500 characters')
    .optional(),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
    .default(SITE.defaultSupportEmail),
  GRIEVANCE_OFFICER_NAME: z.string().trim().max(100, 'must be at most 100 characters').default('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
    .default(SITE.defaultGrievanceEmail),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().max(300, 'must be at most 300 characters').default(formatAddress()),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe'], { error: 'must be sandbox or phonepe' }).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: flag.default('0'),
  PHONEPE_CLIENT_ID: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  PHONEPE_CLIENT_SECRET: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  PHONEPE_CLIENT_VERSION: z.coerce
    .number({ error: 'must be a number (the client version PhonePe issued with the credentials, e.g. 1)' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .optional(),
  PHONEPE_ENV: z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
  PHONEPE_OAUTH_URL: urlWithScheme(
    ['http:', 'https:'],
    'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
  ).optional(),
  PHONEPE_API_URL: urlWithScheme(['http:', 'https:'], 'https://api.phonepe.com/apis/pg').optional(),
  PHONEPE_WEBHOOK_USERNAME: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  GSTIN: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isValidGstin, 'must be a GSTIN as the registration certificate shows it (15 characters, e.g. 33AABCI1234A1ZI)')
    .optional(),
  UPI_PAYEE_VPA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI address such as inaimatrimony@okaxis')
    .optional(),
  UPI_PAYEE_NAME: z
    .string()
    .trim()
    .max(50, 'must be at most 50 characters')
    .regex(/^[\p{L}\p{M}\p{N} .&'()-]+$/u, "must be a plain name (letters, digits, spaces, . & ' ( ) -)")
    .optional(),
  PAYMENT_RECONCILER: flag.optional(),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  DEMO_DATA: flag.optional(),
  PUBLIC_FIGURES_FLOOR: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000_000, 'must be at most 1000000000')
    .default(100),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: flag.default('0'),
  METRICS_ALLOW: commaList
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
    )
    .default(['127.0.0.1', '::1']),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  SMS_PROVIDER: z.enum(['dev', 'msg91'], { error: 'must be dev or msg91' }).default('dev'),
  MSG91_AUTH_KEY: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  MSG91_TEMPLATE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, "must be the template's id as MSG91 shows it (letters and digits)")
    .optional(),
  /** Optional: the DLT template registered in Tamil; unset, the English template serves every member. */
  MSG91_TEMPLATE_ID_TA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, "must be the Tamil template's id as MSG91 shows it (letters and digits)")
    .optional(),
  MSG91_API_URL: urlWithScheme(['http:', 'https:'], 'https://control.msg91.com').default(MSG91_HOST),
  TURN_URLS: commaList
    .refine(
      (entries) => entries.length > 0 && entries.every((entry) => /^turns?:[^\s,]+$/.test(entry)),
      'must be turn: or turns: URLs, comma-separated (e.g. turn:turn.example.in:3478,turns:turn.example.in:5349)',
    )
    .optional(),
  TURN_SECRET: z
    .string()
    .trim()
    .min(16, "must be at least 16 characters (coturn's static-auth-secret, e.g. the output of `openssl rand -hex 32`)")
    .max(500, 'must be at most 500 characters')
    .optional(),
  TURN_TTL_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(60, 'must be at least 60 seconds')
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(3600),
  CALL_RING_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1_000, 'must be at least 1000')
    .max(45_000, 'must be at most 45000 (the ring time of docs/api.md, "Calls")')
    .optional(),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(4),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000 (ten minutes)')
    .default(10_000),
});

/** `10.0.0.7`, `::1`, `10.0.0.0/8` or `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Reads the configuration from environment variables. Empty strings count as unset, so
 * `DATABASE_URL=` in a shell does not switch engines. Throws ConfigError naming each bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems = [...phonepeProblems(e), ...msg91Problems(e), ...turnProblems(e), ...(production ? productionProblems(e) : [])];
  // The invoice prints the registered address beside the GSTIN: both must be of one state.
  if (e.GSTIN && e.GSTIN.slice(0, 2) !== SUPPLIER_STATE_CODE)
    problems.push(
      `  GSTIN: is registered in ${gstStateName(e.GSTIN.slice(0, 2))}, but the invoices print our address in ` +
        `${SITE.address.state}; use the GSTIN of that address (state code ${SUPPLIER_STATE_CODE})`,
    );
  if (e.UPI_PAYEE_NAME && !e.UPI_PAYEE_VPA)
    problems.push('  UPI_PAYEE_NAME: is set but UPI_PAYEE_VPA is not; the name is shown only with a payee address');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const supportEmail = e.SUPPORT_EMAIL;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    allowDevOutbox: e.ALLOW_DEV_OUTBOX === '1',
    mailLinkSecret: e.MAIL_LINK_SECRET,
    mailFrom: e.MAIL_FROM ?? `${SITE.name} <${supportEmail}>`,
    supportEmail,
    grievanceOfficer: { name: e.GRIEVANCE_OFFICER_NAME, email: e.GRIEVANCE_OFFICER_EMAIL, address: e.GRIEVANCE_OFFICER_ADDRESS },
    paymentProvider: e.PAYMENT_PROVIDER,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS === '1',
    phonepe: e.PAYMENT_PROVIDER === 'phonepe' ? phonepeConfig(e) : undefined,
    gstin: e.GSTIN,
    upi: e.UPI_PAYEE_VPA ? { payeeVpa: e.UPI_PAYEE_VPA, payeeName: e.UPI_PAYEE_NAME ?? SITE.name } : undefined,
    // Tests drive the reconciler by hand (reconcileDue) instead of racing a timer.
    paymentReconciler: e.PAYMENT_RECONCILER ? e.PAYMENT_RECONCILER === '1' : e.NODE_ENV !== 'test',
    redisUrl: e.REDIS_URL,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === '1' : !production,
    publicFiguresFloor: e.PUBLIC_FIGURES_FLOOR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    metricsAllow: e.METRICS_ALLOW,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    sms:
      e.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: e.MSG91_AUTH_KEY!,
            templateId: e.MSG91_TEMPLATE_ID!,
            ...(e.MSG91_TEMPLATE_ID_TA ? { tamilTemplateId: e.MSG91_TEMPLATE_ID_TA } : {}),
            apiUrl: e.MSG91_API_URL.replace(/\/+$/, ''),
          }
        : { provider: 'dev' },
    turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_S } : undefined,
    callRingMs: e.NODE_ENV === 'test' ? e.CALL_RING_MS : undefined,
    jobs: e.JOBS,
    workerConcurrency: e.WORKER_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** coturn's URLs and its shared secret come together: one without the other gives no working relay. */
function turnProblems(e: Env): string[] {
  if ((e.TURN_URLS === undefined) === (e.TURN_SECRET === undefined)) return [];
  return ['  TURN_URLS, TURN_SECRET: set both (the coturn server and its static-auth-secret) or neither'];
}

/** With SMS_PROVIDER=msg91 the key and the DLT template are required. */
function msg91Problems(e: Env): string[] {
  if (e.SMS_PROVIDER !== 'msg91') return [];
  const missing = (['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const).filter((name) => e[name] === undefined);
  return missing.map((name) => `  ${name}: is required when SMS_PROVIDER=msg91 (from MSG91's dashboard)`);
}

type Env = z.infer<typeof envSchema>;

/** With PAYMENT_PROVIDER=phonepe the credentials are required, and the webhook's come as a pair. */
function phonepeProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'phonepe') {
    for (const name of ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_CLIENT_VERSION'] as const) {
      if (e[name] === undefined)
        problems.push(`  ${name}: is required when PAYMENT_PROVIDER=phonepe (from PhonePe's business dashboard)`);
    }
  }
  if ((e.PHONEPE_WEBHOOK_USERNAME === undefined) !== (e.PHONEPE_WEBHOOK_PASSWORD === undefined)) {
    problems.push("  PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD: set both (as in PhonePe's dashboard) or neither");
  }
  return problems;
}

/**
 * Production refuses to pretend: no sandbox payments, no mail or text message kept in a
 * development outbox that nobody reads while members are told it was sent (each unless allowed on
 * purpose, for a staging site), and the PhonePe and MSG91 credentials only over TLS.
 */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'sandbox' && e.ALLOW_SANDBOX_PAYMENTS !== '1')
    problems.push(
      '  PAYMENT_PROVIDER: sandbox payments are refused in production; set PAYMENT_PROVIDER=phonepe or ALLOW_SANDBOX_PAYMENTS=1',
    );
  if (e.ALLOW_DEV_OUTBOX !== '1') {
    if (e.SMTP_URL === undefined)
      problems.push(
        '  SMTP_URL: is required in production (e.g. smtp://user:pass@mail.example.in:587): without it every mail, ' +
          'codes and reset links included, is only kept in DATA_DIR/outbox and never reaches the member; ' +
          'ALLOW_DEV_OUTBOX=1 allows that on purpose (a staging site)',
      );
    if (e.SMS_PROVIDER !== 'msg91')
      problems.push(
        '  SMS_PROVIDER: must be msg91 in production (with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID): the dev outbox ' +
          'only keeps each texted code in DATA_DIR/sms-outbox and never sends it; ' +
          'ALLOW_DEV_OUTBOX=1 allows that on purpose (a staging site)',
      );
  }
  // A receipt for real money without our GSTIN is not the tax invoice the law asks for.
  if (e.GSTIN === undefined && (e.PAYMENT_PROVIDER !== 'sandbox' || e.UPI_PAYEE_VPA !== undefined))
    problems.push(
      '  GSTIN: is required in production while real payments are taken (PAYMENT_PROVIDER=phonepe or UPI_PAYEE_VPA): ' +
        'every receipt is a tax invoice and must carry our GST registration number',
    );
  const plain = (['PHONEPE_OAUTH_URL', 'PHONEPE_API_URL', 'MSG91_API_URL'] as const).filter((name) =>
    e[name]?.startsWith('http:'),
  );
  problems.push(...plain.map((name) => `  ${name}: must start with https:// in production`));
  return problems;
}

/**
 * What this production server keeps in a development outbox instead of sending (allowed by
 * ALLOW_DEV_OUTBOX=1), with where; empty when it sends everything or is not in production.
 */
export function outboxesKept(config: Pick<AppConfig, 'nodeEnv' | 'smtpUrl' | 'sms' | 'dataDir'>): string[] {
  if (config.nodeEnv !== 'production') return [];
  const kept: string[] = [];
  if (!config.smtpUrl) kept.push(`every mail (codes and reset links included) in ${path.join(config.dataDir, 'outbox')}`);
  if (config.sms.provider !== 'msg91')
    kept.push(`every text message (one-time codes) in ${path.join(config.dataDir, 'sms-outbox')}`);
  return kept;
}

function phonepeConfig(e: Env): PhonePeConfig {
  const hosts = PHONEPE_HOSTS[e.PHONEPE_ENV];
  return {
    clientId: e.PHONEPE_CLIENT_ID!,
    clientSecret: e.PHONEPE_CLIENT_SECRET!,
    clientVersion: e.PHONEPE_CLIENT_VERSION!,
    env: e.PHONEPE_ENV,
    oauthUrl: e.PHONEPE_OAUTH_URL ?? hosts.oauthUrl,
    apiUrl: (e.PHONEPE_API_URL ?? hosts.apiUrl).replace(/\/+$/, ''),
    webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
  };
}
