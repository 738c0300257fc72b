import { useEffect } from 'react';
import { SITE } from '@inai/shared';
import { absoluteUrl } from '../lib/site-config';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path; rendered as an absolute canonical link on PUBLIC_URL. */
  canonicalPath?: string;
  /** Share image path (absolute URL is built here). */
  image?: string;
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: object;
}

/**
 * A page's head: title, description, canonical link, share tags and JSON-LD. React 19 hoists
 * <meta> and <link> into <head>; the title is set directly so it replaces index.html's.
 */
export function PageMeta({ title, description, canonicalPath, image, jsonLd }: PageMetaProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const canonical = canonicalPath ? absoluteUrl(canonicalPath) : undefined;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:type" content="website" />
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      {image && <meta name="twitter:card" content="summary_large_image" />}
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>}
    </>
  );
}
