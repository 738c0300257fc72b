import { describe, expect, it } from 'vitest';
import { isShellOf, mayKeep, shellOf, versionOf } from './cache-rules';
import { filesOfPage } from './page-files';

/** An answer as the worker sees it from the network (jsdom's Response cannot be given a type or URL). */
function answer(
  url: string,
  { status = 200, type = 'basic', cacheControl }: { status?: number; type?: string; cacheControl?: string } = {},
) {
  const headers = new Headers(cacheControl ? { 'cache-control': cacheControl } : {});
  return { url: `https://inai.example${url}`, status, type, headers } as unknown as Response;
}

describe('what the service worker may keep', () => {
  it("keeps the app's own files as the server sends them", () => {
    expect(mayKeep(answer('/assets/index-abc.js', { cacheControl: 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(mayKeep(answer('/offline.html', { cacheControl: 'public, max-age=3600' }))).toBe(true);
    expect(mayKeep(answer('/about', { cacheControl: 'no-cache' }))).toBe(true);
  });

  it("never keeps members' data, photos or the development routes, whatever their headers say", () => {
    for (const path of ['/api/me', '/api/media/photo/1/full?s=x', '/media/horoscope/2/full', '/dev/mailbox/messages']) {
      expect(mayKeep(answer(path, { cacheControl: 'public, max-age=600' })), path).toBe(false);
    }
  });

  it('never keeps an answer marked no-store or private', () => {
    for (const cacheControl of ['no-store', 'private, max-age=60', 'max-age=0, no-store', 'private="set-cookie"', 'NO-STORE']) {
      expect(mayKeep(answer('/assets/x.js', { cacheControl })), cacheControl).toBe(false);
    }
  });

  it('keeps only whole same-origin answers', () => {
    expect(mayKeep(answer('/assets/x.js', { status: 206 }))).toBe(false);
    expect(mayKeep(answer('/assets/x.js', { status: 404 }))).toBe(false);
    expect(mayKeep(answer('/assets/x.js', { type: 'opaque', status: 0 }))).toBe(false);
    expect(mayKeep(answer('/assets/x.js', { type: 'cors' }))).toBe(false);
  });
});

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-new.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/assets/first-page-2.css">
<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.ta.webmanifest">
<link rel="preload" as="font" href="/assets/noto-sans-tamil-tamil-400-normal-t.woff2">
<script type="application/ld+json">{}</script>
</head><body><div id="root"></div></body></html>`;

describe('the page shell', () => {
  it("reads a page's scripts, module preloads and stylesheets, nothing else", () => {
    expect(filesOfPage(PAGE)).toEqual(['/assets/index-new.js', '/assets/vendor-1.js', '/assets/first-page-2.css']);
  });

  it('is kept only when every file it needs is kept too, so it never points at files that are gone', () => {
    const kept = new Set(['/assets/index-new.js', '/assets/vendor-1.js', '/assets/first-page-2.css']);
    expect(isShellOf(PAGE, (path) => kept.has(path))).toBe(true);
    // A page of another deployment names files this worker does not hold.
    kept.delete('/assets/vendor-1.js');
    expect(isShellOf(PAGE, (path) => kept.has(path))).toBe(false);
    // A page without the app's script is no shell (the server's plain-text "not built yet").
    expect(isShellOf('<html><body>Not built</body></html>', () => true)).toBe(false);
  });
});

describe('the shell made from a page rendered ahead', () => {
  const RENDERED = `<!doctype html><html lang="ta"><head><meta charset="UTF-8" />
<link rel="icon" href="/favicon.svg" /><!--page-head--><title>எங்களைப் பற்றி</title><link rel="canonical" href="https://inai.example/ta/about"/><!--/page-head-->
<script type="module" crossorigin src="/assets/index-1.js"></script></head>
<body><div id="root"><div class="flex"><header></header><main><h1>எங்களைப் பற்றி</h1><div>text</div></main></div></div>
</body></html>`;

  it("loses the page's own head tags and its markup, keeping everything the app starts from", () => {
    const shell = shellOf(RENDERED);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('எங்களைப் பற்றி');
    expect(shell).not.toContain('canonical');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(shell).toMatch(/<\/body><\/html>$/);
  });

  it('keeps no public figures: a shell shown later says the sentence without numbers rather than old ones', () => {
    const page = RENDERED.replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" /><meta name="app:figures" content="members=1200;grooms=500" />',
    );
    const shell = shellOf(page);
    expect(shell).toContain('<meta name="app:figures" content="" />');
    expect(shell).not.toContain('1200');
  });

  it('leaves a shell as it is', () => {
    const bare =
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
    expect(shellOf(bare)).toBe(bare);
  });
});

describe("each deployment's caches", () => {
  it('take a name from the files the build lists, so that a new build gets new caches', () => {
    const first = versionOf([
      { url: 'assets/index-a.js', revision: null },
      { url: 'offline.html', revision: 'r1' },
    ]);
    expect(first).toMatch(/^[0-9a-z]+$/);
    expect(
      versionOf([
        { url: 'assets/index-a.js', revision: null },
        { url: 'offline.html', revision: 'r1' },
      ]),
    ).toBe(first);
    expect(
      versionOf([
        { url: 'assets/index-a.js', revision: null },
        { url: 'offline.html', revision: 'r2' },
      ]),
    ).not.toBe(first);
    expect(
      versionOf([
        { url: 'assets/index-b.js', revision: null },
        { url: 'offline.html', revision: 'r1' },
      ]),
    ).not.toBe(first);
  });
});
