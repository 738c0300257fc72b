import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { type Locale } from '@inai/shared';
import { App } from '../app/app';
import { preparePage } from '../app/prepare-page';
import { createQueryClient } from '../app/query-client';
import { changeLocale, ensureAppTexts, startI18n } from '../lib/i18n';
import type { FigureTexts } from '../lib/public-figures';

/** A page drawn ahead: the tags React hoists into <head>, and the markup of #root. */
export interface RenderedPage {
  head: string;
  body: string;
}

let started = false;

/**
 * Draws one public page (or the 404 page, at an address no route knows) in one language, as the
 * browser will draw it when it hydrates the HTML: a visitor who is not signed in, every text of
 * the language, the page's own data (prepare-page.ts). Runs in Node at build time
 * (scripts/prerender.mjs); the settings the server knows (support e-mail, public address) stay
 * placeholders it fills in (site-config.ts). The public figures are drawn as given: none, or the
 * placeholders the server fills in (FIGURE_PLACEHOLDERS, docs/decisions/0059).
 */
export async function renderPage(pathname: string, locale: Locale, figures: FigureTexts = null): Promise<RenderedPage> {
  if (!started) {
    await startI18n(locale);
    started = true;
  }
  await changeLocale(locale);
  await ensureAppTexts();
  const queryClient = createQueryClient();
  await preparePage(pathname, locale, queryClient);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} Router={Router} figures={figures} />
    </StrictMode>,
    // React writes a large part as a hidden copy with an inline script that swaps it in, for an
    // earlier first paint while streaming. Rendered ahead, the page is whole: no part is split off.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  // React writes the hoisted <title>, <meta> and <link> first, then the page's one root element.
  const start = html.indexOf('<div');
  if (start < 0) throw new Error(`Rendering ${pathname} (${locale}) gave no page`);
  return { head: html.slice(0, start), body: html.slice(start) };
}

// The build script reads the page list and the languages from the same bundle.
export {
  FIGURE_PLACEHOLDERS,
  LOCALES,
  NOT_FOUND_PAGE_NAME,
  PRERENDERED_DIR,
  PUBLIC_PAGES,
  WITH_FIGURES_SUFFIX,
} from '@inai/shared';
