import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@inai/shared';
import { createTestApp, tempDir, type TestApp } from '../test/test-app.js';

// The public pages as the build renders them ahead (apps/web/scripts/prerender.mjs): the built
// index.html with a page in #root and the server's settings still placeholders.
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head>
<meta name="csp-nonce" content="__CSP_NONCE__" />
<meta name="app:support-email" content="__SUPPORT_EMAIL__" />
<title>${body}</title><link rel="canonical" href="__PUBLIC_URL__/x"/>
<script type="module" src="/assets/index-abc123.js"></script></head><body>
<div id="root"><main><h1>${body}</h1><p>${'Write to __SUPPORT_EMAIL__. '.repeat(100)}</p></main></div></body></html>`;
const SHELL = `<!doctype html><html lang="en"><head><meta name="csp-nonce" content="__CSP_NONCE__" /><title>Inai Matrimony</title></head>
<body><noscript data-text="site.noscript">Inai Matrimony needs JavaScript to run.</noscript><div id="root"></div></body></html>`;

describe('serving the pages rendered ahead', () => {
  let t: TestApp;
  let dist: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    dist = tempDir('inai-dist-');
    fs.writeFileSync(path.join(dist.dir, 'index.html'), SHELL);
    for (const [locale, home, about, missing] of [
      ['en', 'Find your Right Match here', 'About Us', 'Page not found'],
      ['ta', 'உங்களுக்கேற்ற வரனை இங்கே கண்டறியுங்கள்', 'எங்களைப் பற்றி', 'பக்கம் இல்லை'],
    ] as const) {
      fs.mkdirSync(path.join(dist.dir, 'prerendered', locale), { recursive: true });
      fs.writeFileSync(path.join(dist.dir, 'prerendered', locale, 'home.html'), page(locale, home));
      fs.writeFileSync(path.join(dist.dir, 'prerendered', locale, 'about.html'), page(locale, about));
      fs.writeFileSync(path.join(dist.dir, 'prerendered', locale, 'not-found.html'), page(locale, missing));
    }
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist.dir, SUPPORT_EMAIL: 'help@example.in', PUBLIC_URL: 'https://www.example.in' },
    });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('serves a public page rendered, with the settings filled in', async () => {
    const english = await t.app.inject('/about');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>About Us</h1>');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<link rel="canonical" href="https://www.example.in/x"/>');
    expect(english.body).toContain('Write to help@example.in.');
    expect(english.body).not.toMatch(/__[A-Z_]+__/);
    // A public page may be indexed; nothing says otherwise.
    expect(english.headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    { url: '/about', lang: 'en', heading: 'About Us', other: 'எங்களைப் பற்றி', reader: 'ta' },
    { url: '/ta/about', lang: 'ta', heading: 'எங்களைப் பற்றி', other: 'About Us', reader: 'en' },
  ])('serves $url in its own language to a reader who chose the other', async ({ url, lang, heading, other, reader }) => {
    for (const headers of [
      { cookie: `locale=${reader}` },
      { 'accept-language': `${reader}-IN,${reader};q=0.9` },
      { cookie: `locale=${reader}`, 'accept-language': reader },
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain(`<link rel="manifest" href="/manifest.${lang}.webmanifest">`);
      expect(response.body).not.toContain(other);
      // One page for every visitor at this address: caches need not keep one per cookie.
      expect(String(response.headers.vary ?? '')).not.toContain('Cookie');
    }
  });

  it('serves the root in the language the visitor chose (its page names the other), else English', async () => {
    const english = await t.app.inject('/');
    expect(english.body).toContain('<h1>Find your Right Match here</h1>');
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).toContain('Cookie');
    expect(english.headers.vary).toContain('Accept-Language');
    for (const headers of [{ cookie: 'locale=ta' }, { 'accept-language': 'ta-IN' }]) {
      const tamil = await t.app.inject({ url: '/', headers });
      expect(tamil.body).toContain('<h1>உங்களுக்கேற்ற வரனை இங்கே கண்டறியுங்கள்</h1>');
      expect(tamil.body).toContain('<html lang="ta">');
    }
    // A remembered English wins over a Tamil browser.
    const chosen = await t.app.inject({ url: '/', headers: { cookie: 'locale=en', 'accept-language': 'ta-IN' } });
    expect(chosen.body).toContain('<html lang="en">');
  });

  it('answers an unknown address with the rendered 404 page, status 404, kept out of indexes', async () => {
    for (const [url, heading] of [
      ['/no/such/page', 'Page not found'],
      ['/ta/no-such-page', 'பக்கம் இல்லை'],
    ] as const) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
    const tamil = await t.app.inject({ url: '/no/such/page', headers: { 'accept-language': 'ta' } });
    expect(tamil.body).toContain('<h1>பக்கம் இல்லை</h1>');
  });

  it('serves other addresses of the app as the shell the browser draws, never indexed', async () => {
    for (const url of ['/login', '/edituserprofile', '/About/', '/TA/about']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('compresses each answer for the browser, since every one carries its own nonce', async () => {
    const br = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const text = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(text).toContain('<h1>About Us</h1>');
    expect(br.rawPayload.length).toBeLessThan(text.length / 5);
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(text)?.[1];
    expect(String(br.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);

    const gzip = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>About Us</h1>');
  });

  it('never serves a rendered page as a raw file', async () => {
    const response = await t.app.inject('/prerendered/en/about.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('__SUPPORT_EMAIL__');
  });

  it('serves robots.txt: public pages open, the API and members’ pages closed, the sitemap named', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const closed of [
      '/api/',
      '/dev/',
      '/edituserprofile',
      '/profiledetails/',
      '/biodata/',
      '/chat',
      '/settings',
      '/admin',
    ]) {
      expect(lines, closed).toContain(`Disallow: ${closed}`);
    }
    for (const { path: open } of PUBLIC_PAGES) expect(lines).not.toContain(`Disallow: ${open}`);
    expect(lines).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });

  it('serves sitemap.xml with every public page in both languages, each naming the other', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(PUBLIC_PAGES.length * 2);
    expect(locs).toContain('https://www.example.in/');
    expect(locs).toContain('https://www.example.in/ta');
    expect(locs).toContain('https://www.example.in/privacypolicy');
    expect(locs).toContain('https://www.example.in/ta/privacypolicy');
    expect(response.body).toContain('<xhtml:link rel="alternate" hreflang="ta" href="https://www.example.in/ta/about"/>');
    expect(response.body).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.in/about"/>');
  });
});
