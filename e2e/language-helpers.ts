import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What may stay in Latin script on a Tamil page (GLOSSARY.md): the brand, formats and brand names. */
const ALWAYS_ALLOWED = ['Inai Matrimony', 'Inai', 'OTP', 'JPEG', 'PNG', 'WebP', 'MB', 'https://'];

/**
 * The texts of visible controls (buttons, links, labels, headings, tabs, menu items, selected
 * options, placeholders, field messages, toasts) and the page title that still contain a Latin
 * word, once the allowed names (members' names, e-mail addresses, places, the brand) are taken
 * out. Elements marked lang="en" (the 'English' choice of the language switch) are skipped.
 */
export async function latinLeftOnControls(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  // Members' names are written as they wrote them: the result cards name theirs.
  const cardNames = await page
    .locator('article[aria-label]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')!));
  const keep = [...allowed, ...cardNames, ...ALWAYS_ALLOWED].sort((a, b) => b.length - a.length);
  return page.evaluate((keepList) => {
    const texts: string[] = [document.title];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const selector =
      'button, a, label, h1, h2, h3, h4, legend, dt, [role=tab], [role=menuitem], .field-error, .Toastify__toast, [role=alert], [role=status]';
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[lang="en"]') || !visible(el)) continue;
      texts.push((el as HTMLElement).innerText);
      const label = el.getAttribute('aria-label');
      if (label) texts.push(label);
    }
    for (const select of document.querySelectorAll('select')) {
      if (visible(select)) texts.push(select.selectedOptions[0]?.text ?? '');
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (visible(input) && !(input as HTMLInputElement).value) texts.push(input.getAttribute('placeholder') ?? '');
    }
    const emails = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
    return [
      ...new Set(
        texts
          .map((text) => keepList.reduce((rest, word) => rest.split(word).join(' '), text.replace(emails, ' ')))
          .filter((text) => /[A-Za-z]{2,}/.test(text))
          .map((text) => text.trim()),
      ),
    ];
  }, keep);
}

/** Signs in through the Login screen as it reads in Tamil; a verified member lands on /edituserprofile. */
export async function loginInTamil(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'உள்நுழைவுப் படிவம்' });
  await form.getByLabel('மின்னஞ்சல்').fill(member.email);
  await form.getByLabel('கடவுச்சொல்', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'உள்நுழைய' }).click();
}

/**
 * Controls whose own content is wider than their box: the text is clipped or spills. Inline
 * elements have no box of their own to overflow (their line wraps), so only boxes are checked.
 * The side menu's row scrolls on purpose; its items must still each fit.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a.btn, a[class*="btn-"], nav a, [role=tab], [role=menuitem], h1, h2, h3, label, .field-error';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'inline' || el.getClientRects().length === 0 || style.visibility === 'hidden') return false;
        // Screen-reader-only text lives in a 1-px box by design.
        if (el.getBoundingClientRect().width <= 1) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.innerText.slice(0, 60)}" ${el.scrollWidth}>${el.clientWidth}`);
  });
}

/**
 * The drop-down lists whose chosen text the box cuts off, once the page's fonts are in: the text
 * as the list's font draws it, against the box less its padding and the arrow Chromium keeps
 * at its end (20 px, measured).
 */
export async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('select')]
      .filter((select) => select.getClientRects().length > 0)
      .map((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { text, width: Math.ceil(context.measureText(text).width), room };
      })
      .filter(({ width, room }) => width > room)
      .map(({ text, width, room }) => `"${text}" ${width}>${room}`);
  });
}

/**
 * A Tamil member screen at 375 px: in Tamil, with its heading, no sideways scroll, no control
 * wider than its box, and no English left on a control but the given names.
 */
export async function fitsThePhoneInTamil(page: Page, what: string, names: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
  expect(await latinLeftOnControls(page, names), `${what}: English left`).toEqual([]);
}

/**
 * The words inside `root` that a line break cuts in two ('Vegetari' / 'an'): each word (between
 * spaces and hyphens, where a line may break) whose letters sit on more than one line.
 */
export async function brokenWords(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) => {
    const broken: string[] = [];
    for (const element of roots) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}
