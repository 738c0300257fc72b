import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { chatPath } from '@inai/shared';
import { expect, login, test } from './fixtures';
import { acceptInterest } from './chat-helpers';
import { bride, groom, otherBrowser, type Member } from './interest-helpers';
import { latinLeftOnControls, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

// One interest between two members, and chat with a member whose plan does not let her read:
// a Platinum groom writes to a Silver bride who accepted his interest; she shortlisted him, and
// her card of him says the interest is accepted. Each language once, at 360 px and at 375 px.

type Language = {
  locale: 'en-IN' | 'ta-IN';
  saved: 'en' | 'ta';
  signIn: (page: Page, member: Member) => Promise<void>;
  composer: string;
  before: (bride: string) => string;
  waiting: (bride: string) => string;
  accepted: string;
  sendInterest: string;
};

const LANGUAGES: Language[] = [
  {
    locale: 'en-IN',
    saved: 'en',
    signIn: login,
    composer: 'Your message',
    before: (name) => `${name} can read your messages once she has Platinum. We let her know each time you write.`,
    waiting: (name) => `Not read yet: ${name} can read this once she has Platinum. We have told her.`,
    accepted: 'Interest accepted',
    sendInterest: 'Send interest',
  },
  {
    locale: 'ta-IN',
    saved: 'ta',
    signIn: async (page, member) => {
      await loginInTamil(page, member);
      await expect(page).toHaveURL('/edituserprofile');
    },
    composer: 'உங்கள் செய்தி',
    before: (name) =>
      `${name} அவர்கள் பிளாட்டினம் திட்டத்தைப் பெற்றதும் உங்கள் செய்திகளைப் படிக்கலாம். நீங்கள் எழுதும்போதெல்லாம் அவருக்குத் தெரிவிக்கிறோம்.`,
    waiting: (name) => `இன்னும் படிக்கப்படவில்லை: ${name} அவர்கள் பிளாட்டினம் திட்டத்தைப் பெற்றதும் இதைப் படிக்கலாம். அவருக்குத் தெரிவித்துவிட்டோம்.`,
    accepted: 'விருப்பம் ஏற்கப்பட்டது',
    sendInterest: 'விருப்பம் அனுப்ப',
  },
];

/** The screen at this width: no sideways scroll, no control wider than its box; in Tamil, no English left but names. */
async function fitsAt(page: Page, width: number, language: Language, what: string, names: string[], part: Locator) {
  await page.setViewportSize({ width, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} scrolls sideways at ${width}`,
  ).toBeLessThanOrEqual(width);
  expect(await overflowing(page), `${what} at ${width}`).toEqual([]);
  if (language.saved === 'ta') expect(await latinLeftOnControls(page, names), `${what}: English left`).toEqual([]);
  await shot(page, `interest-pairs-${language.saved}-${what}-${width}`, part);
}

async function couple(request: APIRequestContext, language: Language) {
  const her = await bride(request, 'Kalaivani Subramaniam', 'East', 'Silver');
  const him = await groom(request, 'Arunachalam Vaidyanathan', 'Platinum');
  for (const member of [her, him]) await memberCall(request, member.token, 'updateUser', { locale: language.saved });
  await acceptInterest(request, him, her);
  const shortlisted = await request.post('/api/shortlist', {
    data: { user_id: him.id },
    headers: { authorization: `Bearer ${her.token}` },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(201);
  return { her, him };
}

async function herShortlist(browser: Browser, language: Language, her: Member, him: Member) {
  const context = await otherBrowser(browser, language.locale);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await language.signIn(page, her);
    await page.goto('/shortlisted');
    const card = page.getByRole('article', { name: him.name });
    // Her interest in him is accepted: no second, reversed one is offered.
    await expect(card.getByTestId('interest-state')).toHaveText(language.accepted);
    await expect(card.getByTestId('interest-state')).toBeDisabled();
    await expect(card.getByRole('button', { name: language.sendInterest })).toHaveCount(0);
    for (const width of [360, 375]) await fitsAt(page, width, language, 'shortlist', [her.name, him.name], card);
  } finally {
    await context.close();
  }
}

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(`${language.saved}: the writer is told before and after that she cannot read yet; her card says the interest is accepted`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(90_000);
      const { her, him } = await couple(request, language);
      await language.signIn(page, him);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(chatPath(her.id));
      await expect(page.getByTestId('cannot-read-notice')).toHaveText(language.before(her.name));
      await expect(page.getByTestId('waiting')).toHaveCount(0);
      await fitsAt(page, 360, language, 'chat-before', [her.name, him.name], page.getByRole('log'));

      const box = page.getByRole('textbox', { name: language.composer });
      await page.setViewportSize({ width: 375, height: 780 });
      await box.fill('Vanakkam Kalaivani');
      await box.press('Enter');
      await expect(page.getByRole('log').getByText('Vanakkam Kalaivani')).toBeVisible();
      await expect(page.getByTestId('waiting')).toHaveText(language.waiting(her.name));
      await expect(box).toBeInViewport();
      for (const width of [375, 360])
        await fitsAt(page, width, language, 'chat-after', [her.name, him.name, 'Vanakkam Kalaivani'], box);

      await herShortlist(browser, language, her, him);
    });
  });
}
