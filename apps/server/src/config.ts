import path from 'node:path';
import { z } from 'zod';
import { SITE } from '@inai/shared';

/** Validated configuration (DESIGN.md §2). Built once at start-up from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  paymentProvider: 'sandbox' | 'phonepe';
  allowSandboxPayments: boolean;
  redisUrl: string | undefined;
  demoData: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Where the built web app lives; the server serves it on every non-API path. */
  webDistDir: string;
}

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
  MAIL_FROM: z.string().trim().min(1, 'must not be empty').optional(),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
    .default(SITE.defaultSupportEmail),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe'], { error: 'must be sandbox or phonepe' }).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: flag.default('0'),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: flag.default('0'),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
});

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
  if (production && e.PAYMENT_PROVIDER === 'sandbox' && e.ALLOW_SANDBOX_PAYMENTS !== '1') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: sandbox payments are refused in production; set PAYMENT_PROVIDER=phonepe or ALLOW_SANDBOX_PAYMENTS=1',
    );
  }
  const supportEmail = e.SUPPORT_EMAIL;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${SITE.name} <${supportEmail}>`,
    supportEmail,
    paymentProvider: e.PAYMENT_PROVIDER,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS === '1',
    redisUrl: e.REDIS_URL,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === '1' : !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
  };
}
