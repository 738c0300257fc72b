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
      phonepe: undefined,
      upi: undefined,
      paymentReconciler: true,
      sms: { provider: 'dev' },
    });
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://www.inaimatrimony.in/' }).publicUrl).toBe('https://www.inaimatrimony.in');
  });

  it('takes MAIL_LINK_SECRET as the stop links’ key; unset, the key kept in the database is used', () => {
    expect(loadConfig({ MAIL_LINK_SECRET: ` ${'k'.repeat(32)} ` }).mailLinkSecret).toBe('k'.repeat(32));
    expect(loadConfig({}).mailLinkSecret).toBeUndefined();
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
    ['MAIL_LINK_SECRET', 'too-short', /MAIL_LINK_SECRET: must be at least 32 characters/],
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

  describe('payments', () => {
    const phonepe = {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: 'M22ID',
      PHONEPE_CLIENT_SECRET: 's3cret',
      PHONEPE_CLIENT_VERSION: '1',
    };

    it('requires the PhonePe credentials with PAYMENT_PROVIDER=phonepe, naming each missing one', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'phonepe' })).toThrow(ConfigError);
      const message = (() => {
        try {
          loadConfig({ PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'M22ID' });
        } catch (e) {
          return (e as Error).message;
        }
      })();
      expect(message).toContain('PHONEPE_CLIENT_SECRET: is required when PAYMENT_PROVIDER=phonepe');
      expect(message).toContain('PHONEPE_CLIENT_VERSION: is required when PAYMENT_PROVIDER=phonepe');
      expect(message).not.toContain('PHONEPE_CLIENT_ID:');
    });

    it("uses PhonePe's documented hosts for PHONEPE_ENV, unless overridden", () => {
      expect(loadConfig(phonepe).phonepe).toEqual({
        clientId: 'M22ID',
        clientSecret: 's3cret',
        clientVersion: 1,
        env: 'sandbox',
        oauthUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
        apiUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
        webhookUsername: undefined,
        webhookPassword: undefined,
      });
      expect(loadConfig({ ...phonepe, PHONEPE_ENV: 'production' }).phonepe).toMatchObject({
        oauthUrl: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
        apiUrl: 'https://api.phonepe.com/apis/pg',
      });
      expect(
        loadConfig({ ...phonepe, PHONEPE_OAUTH_URL: 'http://127.0.0.1:9/token', PHONEPE_API_URL: 'http://127.0.0.1:9/pg/' })
          .phonepe,
      ).toMatchObject({ oauthUrl: 'http://127.0.0.1:9/token', apiUrl: 'http://127.0.0.1:9/pg' });
      expect(loadConfig({ PHONEPE_CLIENT_ID: 'M22ID' }).phonepe).toBeUndefined();
    });

    it.each([
      ['PHONEPE_CLIENT_VERSION', 'v1', /PHONEPE_CLIENT_VERSION: must be a number/],
      ['PHONEPE_CLIENT_VERSION', '0', /PHONEPE_CLIENT_VERSION: must be 1 or more/],
      ['PHONEPE_ENV', 'uat', /PHONEPE_ENV: must be sandbox or production/],
      ['PHONEPE_API_URL', 'api.phonepe.com', /PHONEPE_API_URL: must be a URL starting with http:\/\/ or https:\/\//],
      ['PHONEPE_WEBHOOK_USERNAME', 'only-one', /PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD: set both/],
      ['UPI_PAYEE_VPA', 'not a vpa', /UPI_PAYEE_VPA: must be a UPI address/],
      ['UPI_PAYEE_NAME', 'Inai', /UPI_PAYEE_NAME: is set but UPI_PAYEE_VPA is not/],
      ['PAYMENT_RECONCILER', 'yes', /PAYMENT_RECONCILER: must be 0 or 1/],
    ])('refuses %s=%s with a clear message', (name, value, message) => {
      expect(() => loadConfig({ ...phonepe, [name]: value })).toThrow(message);
    });

    it('sends PhonePe credentials only over https in production', () => {
      expect(() => loadConfig({ ...phonepe, NODE_ENV: 'production', PHONEPE_API_URL: 'http://pg.example.in' })).toThrow(
        /PHONEPE_API_URL: must start with https:\/\/ in production/,
      );
    });

    it('offers the UPI QR only with a payee address, named after the site unless told', () => {
      expect(loadConfig({ UPI_PAYEE_VPA: 'inaimatrimony@okaxis' }).upi).toEqual({
        payeeVpa: 'inaimatrimony@okaxis',
        payeeName: 'Inai Matrimony',
      });
      expect(loadConfig({ UPI_PAYEE_VPA: 'inai.pay@ybl', UPI_PAYEE_NAME: 'Inai Matrimony Services' }).upi).toEqual({
        payeeVpa: 'inai.pay@ybl',
        payeeName: 'Inai Matrimony Services',
      });
    });

    it('runs the reconciler except under tests, unless told', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).paymentReconciler).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', PAYMENT_RECONCILER: '1' }).paymentReconciler).toBe(true);
      expect(loadConfig({ PAYMENT_RECONCILER: '0' }).paymentReconciler).toBe(false);
    });
  });

  describe('text messages', () => {
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k3y', MSG91_TEMPLATE_ID: '64f0c0ffee0ddba11f00d001' };

    it("uses MSG91's host with its key and template, naming each one missing", () => {
      expect(loadConfig(msg91).sms).toEqual({
        provider: 'msg91',
        authKey: 'k3y',
        templateId: '64f0c0ffee0ddba11f00d001',
        apiUrl: 'https://control.msg91.com',
      });
      expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k3y' })).toThrow(
        /MSG91_TEMPLATE_ID: is required when SMS_PROVIDER=msg91/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'sms-gateway' })).toThrow(/SMS_PROVIDER: must be dev or msg91/);
      expect(() => loadConfig({ ...msg91, MSG91_TEMPLATE_ID: 'has spaces' })).toThrow(
        /MSG91_TEMPLATE_ID: must be the template's id/,
      );
    });

    it('sends the MSG91 key only over https in production', () => {
      expect(() =>
        loadConfig({ ...msg91, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', MSG91_API_URL: 'http://sms.example.in' }),
      ).toThrow(/MSG91_API_URL: must start with https:\/\/ in production/);
    });
  });
});
