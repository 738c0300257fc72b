import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults of DESIGN.md §2', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      supportEmail: 'support@inaimatrimony.in',
      mailFrom: 'Inai Matrimony <support@inaimatrimony.in>',
      paymentProvider: 'sandbox',
      redisUrl: undefined,
      demoData: true,
    });
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://www.inaimatrimony.in/' }).publicUrl).toBe('https://www.inaimatrimony.in');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    ['PORT', 'abc', /PORT: must be a number/],
    ['PORT', '70000', /PORT: must be between 1 and 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a URL starting with postgres:\/\//],
    ['SMTP_URL', 'localhost:25', /SMTP_URL: must be a URL/],
    ['SUPPORT_EMAIL', 'not-an-address', /SUPPORT_EMAIL: must be an e-mail address/],
    ['PAYMENT_PROVIDER', 'paypal', /PAYMENT_PROVIDER: must be sandbox or phonepe/],
    ['DEMO_DATA', 'yes', /DEMO_DATA: must be 0 or 1/],
    ['NODE_ENV', 'staging', /NODE_ENV: must be development, production or test/],
    ['REDIS_URL', 'http://x', /REDIS_URL: must be a URL starting with redis:\/\//],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses sandbox payments in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: sandbox payments are refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).allowSandboxPayments).toBe(true);
  });

  it('turns demo data off by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });
});
