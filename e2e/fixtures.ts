import { test as base, expect, type APIRequestContext } from '@playwright/test';

export interface PageGuard {
  /** Console errors matching this pattern are expected in the current test. */
  allowConsoleError(pattern: RegExp): void;
}

/**
 * Every browser test fails if the page logs an error (a Content-Security-Policy violation is
 * one), throws, or requests anything from another origin: the product must work offline from
 * the outside world and within its own CSP.
 */
export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
      });
      await use({ allowConsoleError: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface OutboxMail {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The dev outbox, newest first (the server runs without SMTP in the browser tests). */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/dev/mailbox/messages');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** Colours as the browser reports them. */
export const TOAST_COLOURS = { success: 'rgb(220, 252, 231)', error: 'rgb(254, 226, 226)' };
