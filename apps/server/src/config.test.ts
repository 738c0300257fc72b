import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, outboxesKept } from './config.js';

/** Real mail and text messages: what production needs besides its payment settings. */
const sending = {
  SMTP_URL: 'smtp://mail.example.in:587',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'k3y',
  MSG91_TEMPLATE_ID: '64f0c0ffee0ddba11f00d001',
};

describe('loadConfig', () => {
  it('applies the defaults of docs/api.md, "Configuration"', () => {
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
      publicFiguresFloor: 100,
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
    ['PUBLIC_FIGURES_FLOOR', 'many', /PUBLIC_FIGURES_FLOOR: must be a number/],
    ['PUBLIC_FIGURES_FLOOR', '0', /PUBLIC_FIGURES_FLOOR: must be at least 1/],
    ['PUBLIC_FIGURES_FLOOR', '2.5', /PUBLIC_FIGURES_FLOOR: must be a whole number/],
    ['NODE_ENV', 'staging', /NODE_ENV: must be development, production or test/],
    ['REDIS_URL', 'http://x', /REDIS_URL: must be a URL starting with redis:\/\//],
    ['MAIL_LINK_SECRET', 'too-short', /MAIL_LINK_SECRET: must be at least 32 characters/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses sandbox payments in production unless explicitly allowed', () => {
    expect(() => loadConfig({ ...sending, NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: sandbox payments are refused in production/,
    );
    expect(loadConfig({ ...sending, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).allowSandboxPayments).toBe(true);
  });

  it('takes our GSTIN, checked, of the state whose address the invoices print; production takes no real money without it', () => {
    expect(loadConfig({ GSTIN: '33aabci1234a1zi' }).gstin).toBe('33AABCI1234A1ZI');
    expect(loadConfig({}).gstin).toBeUndefined();
    expect(() => loadConfig({ GSTIN: '33AABCI1234A1ZJ' })).toThrow(
      /GSTIN: must be a GSTIN as the registration certificate shows it/,
    );
    // 27 is Maharashtra: a valid GSTIN, but not of the Coimbatore address on the invoice.
    expect(() => loadConfig({ GSTIN: '27AAPFU0939F1ZV' })).toThrow(/GSTIN: is registered in Maharashtra/);
    const live = { ...sending, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', UPI_PAYEE_VPA: 'inaimatrimony@okaxis' };
    expect(() => loadConfig(live)).toThrow(/GSTIN: is required in production while real payments are taken/);
    expect(loadConfig({ ...live, GSTIN: '33AABCI1234A1ZI' }).gstin).toBe('33AABCI1234A1ZI');
    // A staging site on the sandbox alone takes no money: its receipts say they are no tax invoice.
    expect(loadConfig({ ...sending, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).gstin).toBeUndefined();
  });

  it('takes the coturn relay from TURN_URLS and TURN_SECRET together, with TURN_TTL_S (an hour by default)', () => {
    const secret = 'a-coturn-static-auth-secret';
    expect(loadConfig({}).turn).toBeUndefined();
    expect(loadConfig({ TURN_URLS: 'turn:turn.example.in:3478, turns:turn.example.in:5349', TURN_SECRET: secret }).turn).toEqual({
      urls: ['turn:turn.example.in:3478', 'turns:turn.example.in:5349'],
      secret,
      ttlSeconds: 3600,
    });
    expect(loadConfig({ TURN_URLS: 'turn:t.example.in', TURN_SECRET: secret, TURN_TTL_S: '600' }).turn?.ttlSeconds).toBe(600);
    expect(() => loadConfig({ TURN_URLS: 'turn:t.example.in' })).toThrow('TURN_URLS, TURN_SECRET: set both');
    expect(() => loadConfig({ TURN_SECRET: secret })).toThrow('TURN_URLS, TURN_SECRET: set both');
    expect(() => loadConfig({ TURN_URLS: 'https://t.example.in', TURN_SECRET: secret })).toThrow(
      'TURN_URLS: must be turn: or turns: URLs',
    );
    expect(() => loadConfig({ TURN_URLS: 'turn:t.example.in', TURN_SECRET: 'short' })).toThrow(
      'TURN_SECRET: must be at least 16',
    );
    expect(() => loadConfig({ TURN_URLS: 'turn:t.example.in', TURN_SECRET: secret, TURN_TTL_S: '5' })).toThrow(
      'TURN_TTL_S: must be at least 60',
    );
  });

  it('takes the floor of the public figures from PUBLIC_FIGURES_FLOOR', () => {
    expect(loadConfig({ PUBLIC_FIGURES_FLOOR: '5000' }).publicFiguresFloor).toBe(5000);
  });

  it('turns demo data off by default in production', () => {
    expect(loadConfig({ ...sending, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  describe('production refuses to pretend that mail and text messages are sent', () => {
    const production = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message.split('\n').slice(1);
      }
      return [];
    };

    it('names SMTP_URL and SMS_PROVIDER, with what to do, among the other problems', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      expect(problems.map((line) => line.trim().split(':')[0])).toEqual(['PAYMENT_PROVIDER', 'SMTP_URL', 'SMS_PROVIDER']);
      expect(problems[1]).toContain('SMTP_URL: is required in production (e.g. smtp://user:pass@mail.example.in:587)');
      expect(problems[1]).toContain('DATA_DIR/outbox');
      expect(problems[1]).toContain('ALLOW_DEV_OUTBOX=1 allows that on purpose');
      expect(problems[2]).toContain('SMS_PROVIDER: must be msg91 in production (with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID)');
      expect(problems[2]).toContain('DATA_DIR/sms-outbox');
      expect(problems[2]).toContain('ALLOW_DEV_OUTBOX=1 allows that on purpose');
    });

    it('names only what is missing: SMTP_URL alone, or SMS_PROVIDER alone', () => {
      expect(problemsOf({ ...production, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k3y', MSG91_TEMPLATE_ID: 'abc123' })).toEqual([
        expect.stringMatching(/^ {2}SMTP_URL: is required in production/),
      ]);
      expect(problemsOf({ ...production, SMTP_URL: 'smtp://mail.example.in:587' })).toEqual([
        expect.stringMatching(/^ {2}SMS_PROVIDER: must be msg91 in production/),
      ]);
      // SMS_PROVIDER=dev said out loud is no better than the default.
      expect(problemsOf({ ...production, SMTP_URL: 'smtp://mail.example.in:587', SMS_PROVIDER: 'dev' })).toHaveLength(1);
      // msg91 still needs its key and template.
      expect(problemsOf({ ...production, SMTP_URL: 'smtp://mail.example.in:587', SMS_PROVIDER: 'msg91' })).toEqual([
        expect.stringContaining('MSG91_AUTH_KEY: is required'),
        expect.stringContaining('MSG91_TEMPLATE_ID: is required'),
      ]);
    });

    it('starts with SMTP and MSG91, and keeps nothing in an outbox', () => {
      const config = loadConfig({ ...production, ...sending });
      expect(config).toMatchObject({ smtpUrl: 'smtp://mail.example.in:587', allowDevOutbox: false, sms: { provider: 'msg91' } });
      expect(outboxesKept(config)).toEqual([]);
    });

    it('allows both outboxes on purpose with ALLOW_DEV_OUTBOX=1, and says what is kept where', () => {
      const config = loadConfig({ ...production, ALLOW_DEV_OUTBOX: '1', DATA_DIR: '/srv/inai' });
      expect(config).toMatchObject({ allowDevOutbox: true, smtpUrl: undefined, sms: { provider: 'dev' } });
      expect(outboxesKept(config)).toEqual([
        'every mail (codes and reset links included) in /srv/inai/outbox',
        'every text message (one-time codes) in /srv/inai/sms-outbox',
      ]);
      expect(outboxesKept(loadConfig({ ...production, ALLOW_DEV_OUTBOX: '1', SMTP_URL: 'smtp://m.example.in' }))).toEqual([
        expect.stringContaining('every text message'),
      ]);
      expect(() => loadConfig({ ...production, ALLOW_DEV_OUTBOX: 'yes' })).toThrow(/ALLOW_DEV_OUTBOX: must be 0 or 1/);
    });

    it('leaves development and tests to their outboxes, flag or not', () => {
      expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
      expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
      expect(outboxesKept(loadConfig({}))).toEqual([]);
    });
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
      expect(() =>
        loadConfig({ ...phonepe, ...sending, NODE_ENV: 'production', PHONEPE_API_URL: 'http://pg.example.in' }),
      ).toThrow(/PHONEPE_API_URL: must start with https:\/\/ in production/);
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

    it('takes a Tamil template beside the English one, optional and checked like it', () => {
      expect(loadConfig({ ...msg91, MSG91_TEMPLATE_ID_TA: '64f0c0ffee0ddba11f00d0ta' }).sms).toMatchObject({
        templateId: '64f0c0ffee0ddba11f00d001',
        tamilTemplateId: '64f0c0ffee0ddba11f00d0ta',
      });
      expect(loadConfig(msg91).sms).not.toHaveProperty('tamilTemplateId');
      expect(() => loadConfig({ ...msg91, MSG91_TEMPLATE_ID_TA: 'தமிழ்' })).toThrow(
        /MSG91_TEMPLATE_ID_TA: must be the Tamil template's id/,
      );
    });

    it('sends the MSG91 key only over https in production', () => {
      expect(() =>
        loadConfig({
          ...msg91,
          SMTP_URL: 'smtp://mail.example.in:587',
          NODE_ENV: 'production',
          ALLOW_SANDBOX_PAYMENTS: '1',
          MSG91_API_URL: 'http://sms.example.in',
        }),
      ).toThrow(/MSG91_API_URL: must start with https:\/\/ in production/);
    });
  });
});
