import { expectAccessible } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { overflowing } from './language-helpers';

// On a phone a family reads the privacy policy's new sections in their own language: the contents
// list leads to them, and nothing (Tamil's long headings included) runs off the 375-px screen.
for (const { locale, contents, sections } of [
  {
    locale: 'en-IN',
    contents: 'Contents',
    sections: [
      { id: 'your-mobile-number', heading: '4. Your mobile number', says: 'belongs to the account that verified it' },
      {
        id: 'saved-searches-and-todays-matches',
        heading: '5. Saved searches and today’s matches',
        says: 'stop link at the foot of each mail, which works without signing in',
      },
      {
        id: 'browser-storage-and-cookies',
        heading: '15. Browser storage, cookies and the installed app',
        says: 'It never keeps your data or anyone else’s',
      },
    ],
  },
  {
    locale: 'ta-IN',
    contents: 'பொருளடக்கம்',
    sections: [
      { id: 'your-mobile-number', heading: '4. உங்கள் கைப்பேசி எண்', says: 'அதைச் சரிபார்த்த கணக்குக்கே உரியது' },
      {
        id: 'saved-searches-and-todays-matches',
        heading: '5. சேமித்த தேடல்களும் இன்றைய வரன்களும்',
        says: 'உள்நுழையாமலேயே நிறுத்தலாம்',
      },
      {
        id: 'browser-storage-and-cookies',
        heading: '15. உலாவிச் சேமிப்பகம், குக்கீகள், நிறுவப்பட்ட செயலி',
        says: 'உங்கள் தரவையோ வேறு யாருடைய தரவையோ அது ஒருபோதும் வைப்பதில்லை',
      },
    ],
  },
]) {
  test.describe(`at 375 px in ${locale}`, () => {
    test.use({ locale });

    test('the privacy policy’s sections on the mobile number, the morning mails and the app are reached from the contents', async ({
      page,
    }) => {
      // Each language at its own address (docs/decisions/0059).
      await page.goto(locale === 'ta-IN' ? '/ta/privacypolicy' : '/privacypolicy');
      const nav = page.getByRole('navigation', { name: contents });
      for (const section of sections) {
        await nav.getByRole('link', { name: section.heading.replace(/^\d+\. /, ''), exact: true }).click();
        const shown = page.locator(`#section-${section.id}`);
        await expect(shown.getByRole('heading', { level: 2 })).toHaveText(section.heading);
        await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
        await expect(shown).toContainText(section.says);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'scrolls sideways').toBeLessThanOrEqual(375);
      expect(await overflowing(page)).toEqual([]);
      await expectAccessible(page, `privacy policy (${locale}, 375 px)`);
    });
  });
}
