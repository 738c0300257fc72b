import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../test/test-app.js';

const INDEX = `<!doctype html><html lang="en"><head>
<meta name="csp-nonce" content="__CSP_NONCE__" />
<meta name="app:support-email" content="__SUPPORT_EMAIL__" />
<meta name="app:public-url" content="__PUBLIC_URL__" />
<script type="module" src="/assets/index-abc123.js"></script></head><body>
<noscript data-text="site.noscript">Inai Matrimony needs JavaScript to run. Please enable it in your browser.</noscript>
<div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  '../../packages/shared/src/i18n/en/core.ts': { file: 'assets/core-en111.js' },
  '../../packages/shared/src/i18n/ta/core.ts': { file: 'assets/core-ta222.js' },
};
const SCRIPT = 'console.log("the web app");'.repeat(100);
const WORKER = 'self.addEventListener("fetch", () => {});'.repeat(50);

describe('serving the web app', () => {
  let t: TestApp;
  let dist: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    dist = tempDir('inai-dist-');
    fs.mkdirSync(path.join(dist.dir, 'assets'));
    fs.writeFileSync(path.join(dist.dir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist.dir, '.vite'));
    fs.writeFileSync(path.join(dist.dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dist.dir, 'assets/index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dist.dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
    for (const font of [
      'noto-sans-tamil-tamil-400-normal-t4.woff2',
      'noto-sans-tamil-tamil-700-normal-t7.woff2',
      'inter-latin-wght-normal-i1.woff2',
    ]) {
      fs.writeFileSync(path.join(dist.dir, 'assets', font), 'wOF2');
    }
    fs.writeFileSync(path.join(dist.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist.dir, 'sw.js'), WORKER);
    fs.writeFileSync(path.join(dist.dir, 'sw.js.br'), zlib.brotliCompressSync(WORKER));
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist.dir, SUPPORT_EMAIL: 'help@example.in', PUBLIC_URL: 'https://www.example.in' },
    });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it.each(['/', '/home', '/about', '/contact', '/privacypolicy', '/termsconditions', '/refundpolicy', '/comingsoon', '/About/'])(
    'serves the app for %s with status 200 and the server settings filled in',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="app:support-email" content="help@example.in" />');
      expect(response.body).toContain('<meta name="app:public-url" content="https://www.example.in" />');
    },
  );

  it('serves the page in the language the browser remembered, else Accept-Language, else English', async () => {
    const tamil = await t.app.inject({ url: '/', headers: { cookie: 'theme=x; locale=ta' } });
    expect(tamil.body).toContain('<html lang="ta">');
    expect(tamil.body).toContain('<link rel="modulepreload" crossorigin href="/assets/core-ta222.js">');
    expect(tamil.body).not.toContain('core-en111.js');
    // No font is asked for with the page: a browser's first page keeps the phone's fonts, and the
    // service worker has them for the next (docs/decisions/0086-web-fonts-from-the-second-page.md).
    expect(tamil.body).not.toContain('as="font"');
    expect(tamil.body).not.toContain('inter-latin');
    expect(tamil.body).toContain('Inai Matrimony இயங்க JavaScript தேவை. உங்கள் உலாவியில் அதை இயக்கவும்.');
    expect(tamil.headers.vary).toContain('Cookie');

    const byHeader = await t.app.inject({ url: '/login', headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' } });
    expect(byHeader.body).toContain('<html lang="ta">');
    // A remembered choice wins over the browser's languages.
    const chosen = await t.app.inject({ url: '/login', headers: { 'accept-language': 'ta-IN', cookie: 'locale=en' } });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('href="/assets/core-en111.js"');
    expect(chosen.body).not.toContain('as="font"');

    const plain = await t.app.inject({ url: '/', headers: { cookie: 'locale=xx' } });
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.body).toContain('Inai Matrimony needs JavaScript to run.');
  });

  it("serves a public page's address in its own language, whatever the cookie or Accept-Language say", async () => {
    for (const url of ['/about', '/About/', '/contact', '/privacypolicy']) {
      const response = await t.app.inject({ url, headers: { cookie: 'locale=ta', 'accept-language': 'ta-IN,ta;q=0.9' } });
      expect(response.body, url).toContain('<html lang="en">');
      expect(response.body, url).toContain('href="/assets/core-en111.js"');
      expect(response.body, url).not.toContain('core-ta222.js');
      // The same page for every visitor: nothing to keep apart by cookie.
      expect(String(response.headers.vary ?? ''), url).not.toContain('Cookie');
    }
    const tamil = await t.app.inject({ url: '/ta/contact', headers: { cookie: 'locale=en', 'accept-language': 'en-IN' } });
    expect(tamil.body).toContain('<html lang="ta">');
    expect(tamil.body).toContain('href="/assets/core-ta222.js"');
  });

  it('gives every page load its own style nonce, in the page and in the policy, and never to scripts', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject('/');
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self';");
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(String((await t.app.inject('/api/health')).headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('serves the app with status 404 for a path the app does not know (the app draws the 404 page)', async () => {
    const response = await t.app.inject('/no/such/page?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("links the web app manifest of the page's language", async () => {
    const english = await t.app.inject({ url: '/', headers: { cookie: 'locale=en' } });
    expect(english.body).toContain('<link rel="manifest" href="/manifest.en.webmanifest">');
    const tamil = await t.app.inject({ url: '/', headers: { 'accept-language': 'ta-IN' } });
    expect(tamil.body).toContain('<link rel="manifest" href="/manifest.ta.webmanifest">');
    expect(tamil.body).not.toContain('manifest.en');
  });

  it('serves each manifest as application/manifest+json, named and described in its language', async () => {
    const english = await t.app.inject('/manifest.en.webmanifest');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(english.headers['cache-control']).toBe('public, max-age=3600');
    expect(english.json()).toMatchObject({
      id: '/',
      name: 'Inai Matrimony',
      short_name: 'Inai',
      description: expect.stringMatching(/^Find your life partner on Inai Matrimony/),
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7B1E3A',
      background_color: '#FFFDF8',
    });
    const tamil = await t.app.inject('/manifest.ta.webmanifest');
    expect(tamil.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const ta = tamil.json<{ name: string; short_name: string; description: string; lang: string; id: string }>();
    // The name the Tamil header shows: the brand in Latin script (GLOSSARY.md), the wordmark in Tamil.
    expect(ta).toMatchObject({ id: '/', name: 'Inai திருமணத் தகவல் மையம்', short_name: 'Inai', lang: 'ta' });
    expect(ta.description).toMatch(/^Inai Matrimony-இல் உங்கள் வாழ்க்கைத் துணையை/);
    expect(ta.description).not.toMatch(/Find your/);
  });

  it('lists icons of 192 and 512 pixels and a maskable one, the same in both languages', async () => {
    for (const locale of ['en', 'ta']) {
      const { icons } = (await t.app.inject(`/manifest.${locale}.webmanifest`)).json<{
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      }>();
      expect(icons).toEqual([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]);
    }
  });

  it('serves the service worker uncached, from the root whose pages it looks after, under the same CSP', async () => {
    const plain = await t.app.inject('/sw.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    // Served from the root, its scope is the whole site without asking for more.
    expect(plain.headers['service-worker-allowed']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(plain.headers['content-security-policy'])).toContain("worker-src 'self'");
    const br = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(WORKER);
  });

  it('lets pages link the manifest and register the worker under the policy', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });

  it('never serves the raw template', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.body).not.toContain('__SUPPORT_EMAIL__');
  });

  it('serves hashed assets with a year-long immutable cache, pre-compressed when the browser accepts it', async () => {
    const plain = await t.app.inject('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const other = await t.app.inject('/favicon.svg');
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers unknown API and dev paths, and non-GET requests, with the JSON 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/does-not-exist' },
      { method: 'POST' as const, url: '/api/does-not-exist' },
      { method: 'GET' as const, url: '/api' },
      { method: 'DELETE' as const, url: '/about' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    }
  });

  it('refuses path traversal out of the web folder', async () => {
    const response = await t.app.inject('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
    expect([403, 404]).toContain(response.statusCode);
  });

  it('sends the security headers: strict CSP, no framing, no sniffing, a request id', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('before the web app is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('says how to build it instead of failing obscurely', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('does not send HSTS or upgrade requests on plain http', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
