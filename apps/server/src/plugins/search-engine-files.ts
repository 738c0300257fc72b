import type { FastifyInstance } from 'fastify';
import { LOCALES, localizedPath, MEMBER_ROUTES, PUBLIC_PAGES, ROUTES } from '@inai/shared';
import type { AppConfig } from '../config.js';
import { escapeMarkup } from '../lib/escape-markup.js';

/** The first part of a route's path ('/profiledetails/:encodedId' → '/profiledetails/'). */
const fixedPart = (path: string) => path.split(':')[0]!;

/**
 * What search engines must leave alone: the API, the development routes, members' screens and
 * other members' details, the account and payment steps. Public pages are everything else.
 */
export const NOT_FOR_SEARCH_ENGINES: readonly string[] = [
  '/api/',
  '/dev/',
  ...new Set(
    [
      ...MEMBER_ROUTES,
      ROUTES.profileDetails,
      ROUTES.biodata,
      ROUTES.allProfiles,
      ROUTES.matches,
      ROUTES.login,
      ROUTES.register,
      ROUTES.logout,
      ROUTES.verifyOtp,
      ROUTES.resetPassword,
      ROUTES.paymentPage,
      ROUTES.paymentStatus,
      ROUTES.paymentResponse,
      ROUTES.paymentCancel,
      ROUTES.admin,
      ROUTES.mailStop,
    ].map(fixedPart),
  ),
];

/** robots.txt: every public page may be read; the rest is named, and the sitemap is given. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...NOT_FOR_SEARCH_ENGINES.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: each public page in each language, naming its other language versions (hreflang). */
export function sitemapXml(publicUrl: string): string {
  const url = (path: string) => escapeMarkup(`${publicUrl}${path}`);
  const entries = PUBLIC_PAGES.flatMap((page) =>
    LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${url(localizedPath(page.path, locale))}</loc>`,
        ...LOCALES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(localizedPath(page.path, other))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Serves /robots.txt and /sitemap.xml on the configured public address (docs/design.md, "Public pages rendered ahead"). */
export function registerSearchEngineFiles(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
}
