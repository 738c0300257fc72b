import { LOCALES, localizedPath, publicPageAt, SITE, type Locale } from '@inai/shared';
import { useI18n } from '../lib/i18n';
import { absoluteUrl } from '../lib/site-config';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path; rendered as an absolute canonical link on PUBLIC_URL. */
  canonicalPath?: string;
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: object;
}

/** Open Graph's names of our languages. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_IN', ta: 'ta_IN' };

/** The card WhatsApp and other apps draw for a shared link (1200 × 630). */
const SHARE_IMAGE = '/og-image.png';

/**
 * A page's head: title, description, canonical link, share tags and JSON-LD. React 19 hoists
 * <title>, <meta> and <link> into <head>, and on a page rendered ahead (src/prerender) it takes
 * over the ones the HTML already has. A public page has an address per language: its canonical
 * link is the one of the language shown, and `hreflang` links name both (English is the default).
 */
export function PageMeta({ title, description, canonicalPath, jsonLd }: PageMetaProps) {
  const { locale } = useI18n();
  const publicPage = canonicalPath ? publicPageAt(canonicalPath)?.page : undefined;
  const canonical = canonicalPath ? absoluteUrl(publicPage ? localizedPath(publicPage.path, locale) : canonicalPath) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && <meta property="og:url" content={canonical} />}
      {publicPage &&
        LOCALES.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={absoluteUrl(localizedPath(publicPage.path, other))} />
        ))}
      {publicPage && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(publicPage.path)} />}
      <meta property="og:image" content={absoluteUrl(SHARE_IMAGE)} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={SITE.name} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>}
    </>
  );
}
