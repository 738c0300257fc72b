import type { Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { latinLeftOnControls, overflowing } from './language-helpers';
import { shot } from './screenshots';
import { memberCall } from './member-helpers';
import {
  codeTextedTo,
  detailsOf,
  freshNumber,
  MOBILE_STATES,
  payingViewer,
  printed,
  registerToMobileStep,
  sendAndVerify,
  signIn,
  TEXTS,
  typeCode,
  withBasics,
  type Lang,
} from './mobile-verification-helpers';

const STATE = MOBILE_STATES.phone;

/** At 375 px: no sideways scroll, no control wider than its box. */
async function fits(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
}

/**
 * The six code boxes at 360 px, then 375 px: no sideways scroll, each box whole inside the form
 * (the card clips what spills), wide enough for a thumb; a picture of each width.
 */
async function codeBoxesFit(page: Page, what: string, digit: string) {
  for (const width of [360, 375]) {
    await page.setViewportSize({ width, height: 780 });
    const boxes = await page
      .getByRole('group')
      .filter({ has: page.getByLabel(`${digit} 1`) })
      .evaluate((group) => {
        const form = group.closest('form')!.getBoundingClientRect();
        return [...group.querySelectorAll('input')].map((input) => {
          const box = input.getBoundingClientRect();
          return { inside: box.left >= form.left - 0.5 && box.right <= form.right + 0.5, width: Math.round(box.width) };
        });
      });
    expect(boxes, `${what} at ${width} px`).toHaveLength(6);
    for (const box of boxes) {
      expect(box.inside, `${what} at ${width} px: a box outside the form`).toBe(true);
      expect(box.width, `${what} at ${width} px: a box too narrow`).toBeGreaterThanOrEqual(36);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${what} scrolls sideways at ${width} px`,
    ).toBeLessThanOrEqual(width);
    expect(await overflowing(page), `${what}: controls wider than their box at ${width} px`).toEqual([]);
    await shot(page, `code-boxes-${what.replace(/\W+/g, '-')}-${width}`, page.getByLabel(`${digit} 1`));
  }
}

for (const lang of ['en', 'ta'] as const satisfies readonly Lang[]) {
  const x = TEXTS[lang];
  test.describe(`mobile verification at 375 px (${lang})`, () => {
    test.use({ locale: lang === 'ta' ? 'ta-IN' : 'en-IN' });

    test('the code boxes fit 360 and 375 px, the mobile step fits the phone, and the badge shows on the details', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(90_000);
      const member = await registerToMobileStep(page, request, lang, () => codeBoxesFit(page, `e-mail code ${lang}`, x.digit));
      await fits(page, 'the mobile step');
      if (lang === 'ta') expect(await latinLeftOnControls(page, [member.name])).toEqual([]);
      await page.getByRole('button', { name: x.sendCode }).click();
      await expect(page.getByRole('status').filter({ hasText: x.sent(member.phone) })).toBeVisible();
      await codeBoxesFit(page, `mobile code ${lang}`, x.digit);
      await fits(page, 'the mobile step, a code sent');
      if (lang === 'ta') expect(await latinLeftOnControls(page, [member.name])).toEqual([]);
      await typeCode(page, await codeTextedTo(request, member.phone), x.digit);
      await page.getByRole('button', { name: x.verify, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: x.verified })).toBeVisible();
      await expect(page).toHaveURL('/edituserprofile', { timeout: 6000 });

      await withBasics(request, member.token, STATE);
      const viewer = await payingViewer(request, lang, STATE);
      const context = await browser.newContext({
        locale: lang === 'ta' ? 'ta-IN' : 'en-IN',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const other = await context.newPage();
      await signIn(other, lang, viewer);
      await other.goto(detailsOf(member));
      await expect(other.getByTestId('mobile-verified-badge')).toHaveText(x.badge);
      await fits(other, 'profile details with the badge');
      await context.close();
    });

    test('Settings: the mobile number card and changing the number fit the phone', async ({ page, request }) => {
      test.setTimeout(60_000);
      const member = await createMember(request, { name: 'Kayal Murugan' });
      await withBasics(request, member.token, STATE);
      if (lang === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      await signIn(page, lang, member);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: x.card });
      await expect(card).toContainText(x.notVerified);
      await fits(page, '/settings');
      await sendAndVerify(page, request, lang, member.phone);
      await card.getByRole('button', { name: x.change }).click();
      const fresh = freshNumber();
      await card.getByLabel(x.newNumber).fill(fresh);
      await card.getByRole('button', { name: x.sendCode }).click();
      await expect(card.getByRole('status').filter({ hasText: x.sent(fresh) })).toBeVisible();
      await fits(page, '/settings, a code sent to a new number');
      if (lang === 'ta') expect(await latinLeftOnControls(page, [member.name])).toEqual([]);
      await typeCode(page, await codeTextedTo(request, fresh), x.digit);
      await card.getByRole('button', { name: x.verify, exact: true }).click();
      await expect(card.getByTestId('own-mobile-number')).toHaveText(printed(fresh));
    });
  });
}
