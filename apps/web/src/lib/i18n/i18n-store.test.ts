import { afterEach, describe, expect, it } from 'vitest';
import { webAppManifestPath } from '@inai/shared';
import { changeLocale, ensureAppTexts, getLocale, startI18n } from './i18n-store';

/** Every attribute written on the page's root and its manifest link while `run` runs. */
async function attributesWritten(run: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) written.push(`${(record.target as Element).tagName.toLowerCase()}[${record.attributeName}]`);
  });
  observer.observe(document.documentElement, { attributes: true });
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) observer.observe(manifest, { attributes: true });
  await run();
  written.push(...observer.takeRecords().map((r) => `${(r.target as Element).tagName.toLowerCase()}[${r.attributeName}]`));
  observer.disconnect();
  return written;
}

describe('the page’s language on its root', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it('is left alone when the page was served in the language it shows: a write restyles every element', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest' });
    link.setAttribute('href', webAppManifestPath('en'));
    document.head.append(link);
    document.documentElement.lang = 'en';
    expect(await attributesWritten(() => startI18n('en'))).toEqual([]);
    expect(await attributesWritten(() => ensureAppTexts())).toEqual([]);
  });

  it('follows a change of language, with the manifest that names the app in it', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest' });
    link.setAttribute('href', webAppManifestPath('en'));
    document.head.append(link);
    expect(await attributesWritten(() => changeLocale('ta'))).toEqual(['html[lang]', 'link[href]']);
    expect(getLocale()).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(link.getAttribute('href')).toBe(webAppManifestPath('ta'));
  });
});
