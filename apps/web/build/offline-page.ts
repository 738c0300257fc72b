import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// The shared package's sources, as the app reads them: Vite loads this file with the config,
// where the '@inai/shared' alias does not apply (it would resolve to a possibly stale build).
import { translatorFor } from '../../../packages/shared/src/i18n/catalogue.ts';
import { LOCALES } from '../../../packages/shared/src/i18n/locales.ts';
import { INSTALLABLE_APP, OFFLINE_PAGE_PATH } from '../../../packages/shared/src/installable-app.ts';
import { SITE } from '../../../packages/shared/src/site.ts';
import { filesOfPage } from '../src/service-worker/page-files.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The offline page: the site's look (its stylesheets, its mark and wordmark) and its texts in
 * every language, each in a hidden section; the script shows the member's. Plain HTML that the
 * service worker keeps and shows when a page cannot be fetched (decision 0050).
 */
export function renderOfflinePage({ styles, script, mark }: { styles: readonly string[]; script: string; mark: string }): string {
  const en = translatorFor('en');
  const sections = LOCALES.map((locale) => {
    const t = translatorFor(locale);
    return `<section data-language="${locale}" lang="${locale}" data-title="${escape(t('offline.metaTitle', { brand: SITE.name }))}" class="flex flex-col items-center" hidden>
        <p class="mt-3 flex flex-col items-center leading-none">
          <span lang="en" class="font-display text-2xl font-bold text-maroon-700">${escape(SITE.shortName)}</span>
          <span class="wordmark mt-1 text-[0.62rem] font-semibold tracking-[0.32em] text-gold-600 uppercase">${escape(t('site.wordmark'))}</span>
        </p>
        <h1 class="mt-10 text-2xl font-semibold text-maroon-800 sm:text-3xl">${escape(t('offline.title'))}</h1>
        <p class="mt-4 max-w-md text-ink-soft">${escape(t('generic.offline'))}</p>
        <p class="mt-3 max-w-md text-sm text-ink-soft">${escape(t('offline.privacy'))}</p>
        <button type="button" class="btn-primary mt-8" data-try-again>${escape(t('generic.retry'))}</button>
      </section>`;
  }).join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${INSTALLABLE_APP.themeColour}" />
    <meta name="robots" content="noindex" />
    <title>${escape(en('offline.metaTitle', { brand: SITE.name }))}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${styles.map((href) => `<link rel="stylesheet" crossorigin href="${escape(href)}">`).join('\n    ')}
    <script type="module" crossorigin src="/${escape(script)}"></script>
  </head>
  <body>
    <main class="container-page flex min-h-screen flex-col items-center justify-center py-16 text-center">
      ${mark}
      ${sections}
    </main>
  </body>
</html>
`;
}

/** The site's mark as an inline drawing for the page (a picture without words: hidden from screen readers). */
function markDrawing(root: string): string {
  const svg = fs.readFileSync(path.join(root, 'src/assets/logo-mark.svg'), 'utf8');
  return svg
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/\s*$/, '')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" class="size-20" ');
}

/**
 * Builds offline.html beside index.html, with index.html's own stylesheets (so the page looks
 * like the site and costs no extra download) and its small script as a chunk of its own.
 */
export function offlinePage(): Plugin {
  let root = '';
  let scriptRef = '';
  return {
    name: 'inai:offline-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      scriptRef = this.emitFile({ type: 'chunk', id: path.join(root, 'src/offline/offline-page.ts'), name: 'offline-page' });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('offline page: the build has no index.html');
        const styles = filesOfPage(String(index.source)).filter((file) => file.endsWith('.css'));
        this.emitFile({
          type: 'asset',
          fileName: OFFLINE_PAGE_PATH.slice(1),
          source: renderOfflinePage({ styles, script: this.getFileName(scriptRef), mark: markDrawing(root) }),
        });
      },
    },
  };
}
