import { serviceWorkerRegistered } from './service-worker';

/**
 * When the web fonts (Inter, Playfair Display, Noto Sans Tamil) are put on the page
 * (docs/decisions/0086-web-fonts-from-the-second-page.md). Each face that arrives after a page
 * is drawn lays the whole page out again, on a cheap phone's CPU the main cost of a first visit
 * left after the islands. So a browser's first page keeps the phone's own fonts throughout;
 * the service worker, installed once that page has loaded, keeps the fonts with the first
 * page's files, and every later page, served by it, takes them from its cache at once. Where no
 * worker will keep them (a development build, a browser without one, one that refused it), the
 * fonts come once the page is drawn, as they always did.
 */
export function startWebFonts(load: () => Promise<unknown>): void {
  const put = () => void load().catch(() => undefined);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) afterFirstPaint(put);
  else if (navigator.serviceWorker.controller) put();
  else
    void serviceWorkerRegistered.then((registered) => {
      if (!registered) afterFirstPaint(put);
    });
}

function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => window.setTimeout(run));
}
