import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addressLocale,
  FIGURE_PLACEHOLDERS,
  figuresToMeta,
  figureText,
  isKnownAddress,
  isLocale,
  LOCALES,
  NOT_FOUND_PAGE_NAME,
  PRERENDERED_DIR,
  PUBLIC_PAGES,
  publicPageAt,
  SERVICE_WORKER_PATH,
  webAppManifestPath,
  WITH_FIGURES_SUFFIX,
  type Locale,
  type PublicFigures,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../config.js';
import { escapeAttribute } from '../lib/escape-markup.js';
import { sendNotFound } from './errors.js';
import { requestLocale } from './locale.js';
import { registerSearchEngineFiles } from './search-engine-files.js';
import { MANIFEST_CONTENT_TYPE, webAppManifest } from './web-app-manifest.js';

/**
 * The built index.html with the server's settings filled in, in one language. The page reads the
 * support address, public URL and grievance officer from these meta tags, so changing SUPPORT_EMAIL
 * or GRIEVANCE_OFFICER_* needs no rebuild of the web app. The language sets <html lang> and the <noscript> text, and preloads
 * that language's first texts (`textsFile`) so the app does not wait for them after its script.
 * No font is preloaded: a browser's first page keeps the phone's fonts, and the service worker
 * keeps the web fonts for the next (docs/decisions/0086-web-fonts-from-the-second-page.md).
 * It links that language's web app manifest, so a phone installs the app under the name the page shows.
 */
export function renderIndexHtml(
  template: string,
  config: Pick<AppConfig, 'supportEmail' | 'publicUrl'> & Partial<Pick<AppConfig, 'grievanceOfficer'>>,
  locale: Locale = 'en',
  textsFile?: string,
): string {
  const t = translatorFor(locale);
  const links = [
    `<link rel="manifest" href="${webAppManifestPath(locale)}">`,
    ...(textsFile ? [`<link rel="modulepreload" crossorigin href="/${escapeAttribute(textsFile)}">`] : []),
  ];
  const preload = links.map((link) => `${link}\n  `).join('') + '</head>';
  return template
    .replaceAll('__SUPPORT_EMAIL__', escapeAttribute(config.supportEmail))
    .replaceAll('__PUBLIC_URL__', escapeAttribute(config.publicUrl))
    .replaceAll('__GRIEVANCE_OFFICER_NAME__', escapeAttribute(config.grievanceOfficer?.name ?? ''))
    .replaceAll('__GRIEVANCE_OFFICER_EMAIL__', escapeAttribute(config.grievanceOfficer?.email ?? ''))
    .replaceAll('__GRIEVANCE_OFFICER_ADDRESS__', escapeAttribute(config.grievanceOfficer?.address ?? ''))
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/(<noscript data-text="site\.noscript">)[^<]*(<\/noscript>)/, `$1${t('site.noscript')}$2`)
    .replace('</head>', preload);
}

/** The built file of each language's first texts, from Vite's manifest (none before a build with one). */
export function coreTextsFiles(distDir: string): Partial<Record<Locale, string>> {
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return {};
  }
  const files: Partial<Record<Locale, string>> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const locale = /packages\/shared\/src\/i18n\/(\w+)\/core\.ts$/.exec(source)?.[1];
    if (isLocale(locale)) files[locale] = chunk.file;
  }
  return files;
}

/**
 * The language of a page load: the choice the web app remembered in the `locale` cookie, else
 * Accept-Language, else English. (A member's saved language reaches the page once it has asked
 * the server who is signed in; the cookie already holds it then.)
 */
export function pageLocale(request: FastifyRequest): Locale {
  const cookie = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(cookie) ? cookie : requestLocale(request);
}

/**
 * A page rendered ahead is read before its script runs: the script and its modules ask for the
 * line after the stylesheets, fonts and pictures of the page (on a slow 4G line they shared it,
 * and the first paint waited for them). The app's shell keeps them first: it shows nothing without.
 */
export function scriptsAfterThePage(html: string): string {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * Each language's pages as the build rendered them ahead (docs/decisions/0054), by file name: the
 * page's name, and its name with WITH_FIGURES_SUFFIX for a page drawn with the public figures
 * (docs/decisions/0059). None before a build.
 */
export function prerenderedTemplates(distDir: string): Record<Locale, Map<string, string>> {
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, string>()])) as Record<
    Locale,
    Map<string, string>
  >;
  for (const locale of LOCALES) {
    for (const page of [...PUBLIC_PAGES.map((p) => p.name), NOT_FOUND_PAGE_NAME]) {
      for (const name of [page, `${page}${WITH_FIGURES_SUFFIX}`]) {
        const file = path.join(distDir, PRERENDERED_DIR, locale, `${name}.html`);
        if (fs.existsSync(file)) pages[locale].set(name, fs.readFileSync(file, 'utf8'));
      }
    }
  }
  return pages;
}

/**
 * A page with the public figures of the moment: the meta tag the browser reads them from, and
 * each figure where the page drawn with them has its placeholder. With none to show, the meta
 * tag says so and the page is the one drawn without them.
 */
export function withFigures(html: string, figures: PublicFigures | null): string {
  let filled = html.replace('__PUBLIC_FIGURES__', escapeAttribute(figuresToMeta(figures)));
  if (figures) {
    for (const [name, placeholder] of Object.entries(FIGURE_PLACEHOLDERS)) {
      filled = filled.replaceAll(placeholder, figureText(figures[name as keyof PublicFigures]));
    }
  }
  return filled;
}

/**
 * An HTML answer compressed for this browser. The page carries a fresh nonce each time, so it
 * cannot be compressed at build time; a fast brotli level costs about a millisecond for our
 * largest page and saves a slow 4G phone most of its bytes.
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return zlib.gzipSync(html, { level: 6 });
  }
  return html;
}

/**
 * Sends a page with a fresh nonce for styles: libraries that inject <style> elements (the
 * searchable select's emotion) tag them with it, and the policy allows exactly those. Scripts
 * stay 'self' only.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, template: string, status: number) {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply
    .status(status)
    .header('content-security-policy', policy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8');
  return reply.send(compressed(request, reply, template.replaceAll('__CSP_NONCE__', nonce)));
}

/**
 * Serves the web app: hashed assets with a year-long cache (and their .br/.gz twins), the web app
 * manifest of each language and the service worker (decision 0050); the public pages as the
 * build rendered them ahead, in the language of their address (the root in the visitor's), with
 * the public figures of the moment (docs/decisions/0054, 0059);
 * and for every other non-API GET the app's index.html. An address no route knows gets status
 * 404 and the 404 page, so that search engines and monitors see the truth.
 * API and dev paths that match nothing get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const serviceWorkerFile = path.join(config.webDistDir, SERVICE_WORKER_PATH);
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const textsFiles = coreTextsFiles(config.webDistDir);
  const fill = (page: string, locale: Locale) => renderIndexHtml(page, config, locale, textsFiles[locale]);
  const shells = template
    ? (Object.fromEntries(LOCALES.map((locale) => [locale, fill(template, locale)])) as Record<Locale, string>)
    : undefined;
  const rendered = prerenderedTemplates(config.webDistDir);
  const ahead = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Map([...rendered[locale]].map(([name, page]) => [name, scriptsAfterThePage(fill(page, locale))])),
    ]),
  ) as Record<Locale, Map<string, string>>;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      preCompressed: true,
      // The templates are served filled in, and directories fall through to the app's routes.
      allowedPath: (pathname) =>
        pathname !== '/index.html' && !pathname.startsWith(`/${PRERENDERED_DIR}/`) && !pathname.endsWith('/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The browser asks for the worker again on every visit; an hour's cache would hold a new
        // deployment back (browsers cap it at a day). Its scope is the root it is served from.
        if (filePath.replace(/\.(?:br|gz)$/, '') === serviceWorkerFile) reply.header('cache-control', 'no-cache');
      },
    });
    for (const locale of LOCALES) {
      const manifest = JSON.stringify(webAppManifest(locale));
      app.get(webAppManifestPath(locale), (_request, reply) =>
        reply.header('cache-control', 'public, max-age=3600').type(MANIFEST_CONTENT_TYPE).send(manifest),
      );
    }
  }

  registerSearchEngineFiles(app, config);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/dev/')) return sendNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply);
    if (!shells) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm run dev` while developing).');
    }
    // A public page's address is in its own language for everyone, whatever the cookie or
    // Accept-Language say (/about English, /ta/about Tamil; an unknown address under /ta gets the
    // Tamil 404 page). The root and the members' screens follow the visitor's choice, so caches
    // keep one copy of those per cookie and Accept-Language (docs/decisions/0059).
    const found = publicPageAt(pathname);
    const addressed = addressLocale(pathname);
    if (!addressed) reply.header('vary', 'Cookie, Accept-Language');
    const locale = addressed ?? pageLocale(request);
    const known = isKnownAddress(pathname);
    // Rendered ahead: a public page at its exact address (drawn with the figures when there are
    // figures to show and the page shows them), and the 404 page for an unknown one.
    const figures = app.ctx.figures.shown();
    const rendered = (name: string) => (figures && ahead[locale].get(`${name}${WITH_FIGURES_SUFFIX}`)) || ahead[locale].get(name);
    const page = found ? rendered(found.page.name) : known ? undefined : rendered(NOT_FOUND_PAGE_NAME);
    // Members' screens, the account steps and the 404 page are never indexed (docs/design.md, "Public pages rendered ahead").
    if (!found) reply.header('x-robots-tag', 'noindex');
    return sendPage(request, reply, withFigures(page ?? shells[locale], figures), known ? 200 : 404);
  });
}
