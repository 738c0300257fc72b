// Renders the public pages to HTML in both languages (docs/design.md, "Public pages rendered ahead"), after `vite build`: builds
// src/prerender/render-page.tsx for Node, then draws every page of PUBLIC_PAGES and the 404 page
// into dist/prerendered/<locale>/<name>.html, from the built index.html. The server fills in its
// settings and serves them; the browser hydrates them (src/main.tsx: a visitor's page by islands,
// docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'node_modules/.prerender');

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrOut, emptyOutDir: true },
});
const { renderPage, PUBLIC_PAGES, NOT_FOUND_PAGE_NAME, PRERENDERED_DIR, LOCALES, FIGURE_PLACEHOLDERS, WITH_FIGURES_SUFFIX } =
  await import(pathToFileURL(path.join(ssrOut, 'render-page.js')).href);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');

/** The built index.html with the page's head tags and markup; placeholders stay for the server. */
function pageHtml({ head, body }, locale) {
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      // Marked, so the service worker can make the bare shell from any page (src/service-worker/cache-rules.ts).
      .replace(/<title>[^<]*<\/title>/, `<!--page-head-->${head}<!--/page-head-->`)
      // The page reads without JavaScript: the note that says it cannot is for the app shell only.
      .replace(/<noscript data-text="site\.noscript">[^<]*<\/noscript>\s*/, '')
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  );
}

const started = performance.now();
let count = 0;
for (const locale of LOCALES) {
  const dir = path.join(dist, PRERENDERED_DIR, locale);
  fs.mkdirSync(dir, { recursive: true });
  // An address no route knows draws the 404 page.
  const pages = [...PUBLIC_PAGES, { path: '/no-such-page', name: NOT_FOUND_PAGE_NAME }];
  for (const page of pages) {
    // Each page is drawn without the public figures and with their placeholders; a page that
    // shows them is kept both ways, and the server serves the one the figures of the day call
    // for (docs/decisions/0059).
    const without = pageHtml(await renderPage(page.path, locale, null), locale);
    const withFigures = pageHtml(await renderPage(page.path, locale, FIGURE_PLACEHOLDERS), locale);
    const files = [[page.name, without]];
    if (withFigures !== without) files.push([`${page.name}${WITH_FIGURES_SUFFIX}`, withFigures]);
    for (const [name, html] of files) {
      // A part that waited while rendering is written as a hidden copy plus an inline script that
      // swaps it in: the strict CSP blocks that script, and without JavaScript the copy stays hidden.
      if (/<script>|<template/.test(html)) {
        throw new Error(`${page.path} (${locale}) waited for something while rendering: preload it in prepare-page.ts`);
      }
      // The CSP refuses style attributes written into HTML (React sets them by script, which it allows).
      if (/<[^>]+\sstyle="/.test(html)) throw new Error(`${page.path} (${locale}) has a style attribute: use a class`);
      fs.writeFileSync(path.join(dir, `${name}.html`), html);
      count++;
    }
  }
}
console.log(`prerendered ${count} pages in ${Math.round(performance.now() - started)} ms`);
