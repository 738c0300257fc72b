import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '@inai/shared';
import { rememberLocale } from '../lib/i18n';
import { offlineLanguage, startOfflinePage } from './offline-page';

describe("the offline page's language", () => {
  it.each([
    [null, ['ta-IN', 'en']],
    [null, ['en-GB', 'ta']],
    [null, ['fr', 'ta_IN']],
    [null, ['fr', 'hi']],
    [null, []],
    ['ta', ['en-IN']],
    ['en', ['ta-IN']],
    ['xx', ['ta']],
    ['', [' TA-in ']],
  ] as const)('with %s remembered and %j in the browser, is the one the app would choose', (stored, browser) => {
    expect(offlineLanguage(stored, browser)).toBe(chooseLocale({ stored, browser }));
  });
});

describe('the offline page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.title = '';
  });

  function page() {
    document.body.innerHTML = `
      <section data-language="en" data-title="No internet connection | Inai Matrimony" hidden><h1>No internet connection</h1></section>
      <section data-language="ta" data-title="இணைய இணைப்பு இல்லை | Inai Matrimony" hidden><h1>இணைய இணைப்பு இல்லை</h1></section>`;
  }

  it('shows the language the member chose in the app, and names the tab in it', () => {
    page();
    rememberLocale('ta', { signedOut: true });
    startOfflinePage();
    expect(document.documentElement.lang).toBe('ta');
    expect(document.querySelector<HTMLElement>('[data-language="ta"]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-language="en"]')!.hidden).toBe(true);
    expect(document.title).toBe('இணைய இணைப்பு இல்லை | Inai Matrimony');
  });

  it('shows English to a visitor who chose nothing and whose browser asks for English', () => {
    page();
    localStorage.clear();
    startOfflinePage();
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector<HTMLElement>('[data-language="en"]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-language="ta"]')!.hidden).toBe(true);
  });
});
