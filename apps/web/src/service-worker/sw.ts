import { OFFLINE_PAGE_PATH, isNeverKeptPath } from '@inai/shared';
import {
  cacheNames,
  clientsClaim,
  setCacheNameDetails,
  type RouteHandlerCallbackOptions,
  type WorkboxPlugin,
} from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  addPlugins,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isShellOf, mayKeep, shellOf, versionOf } from './cache-rules';
import { answerNavigation } from './navigation';

/**
 * The service worker (decision 0050). It keeps the app's own files: the first page's scripts,
 * styles, texts and fonts, the icons and the offline page (precached at install, from the list
 * the build writes into __WB_MANIFEST), any other hashed file once it has been fetched, and the
 * last page shell of this deployment. It never keeps /api, /media or /dev, nor any answer marked
 * no-store or private: members' data and photos follow only the browser's own cache rules.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const PRECACHE = self.__WB_MANIFEST;
const VERSION = versionOf(PRECACHE);
setCacheNameDetails({ prefix: 'inai', suffix: '', precache: 'precache', runtime: 'runtime' });
const ASSETS_CACHE = `inai-assets-${VERSION}`;
const SHELL_CACHE = `inai-shell-${VERSION}`;
const SHELL_KEY = '/index.html';
/** How long a page may take before the kept shell is shown instead (a slow phone network, not none). */
const SHELL_AFTER_MS = 4000;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** Every write to every cache passes this rule, the precache's included (an install fails rather than keep a private answer). */
const onlyShareable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) };

// A new deployment takes over at once: its worker installs with the new files, then replaces
// the old one in every open tab, and deletes the old one's caches.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(deleteOtherDeployments()));
cleanupOutdatedCaches();
// The page's request starts while the worker is still waking up.
enableNavigationPreload();

addPlugins([onlyShareable]);
// Only the listed addresses: not /offline for /offline.html (cleanURLs), which is the app's 404.
precacheAndRoute(PRECACHE, { cleanURLs: false });

// Other hashed files (pages opened later, the other fonts): their names change with their
// content, so a kept copy is always right.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [onlyShareable, new ExpirationPlugin({ maxEntries: 120 })] }),
);

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !isNeverKeptPath(url.pathname), navigate);

const network = new NetworkOnly();

async function navigate({ event, request }: RouteHandlerCallbackOptions): Promise<Response> {
  const { response, fresh } = await answerNavigation({
    network: network.handle({ event, request: request as Request }),
    keptShell: async () => (await caches.open(SHELL_CACHE)).match(SHELL_KEY),
    offlinePage: async () => (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error(),
    shellAfterMs: SHELL_AFTER_MS,
  });
  if (fresh) (event as ExtendableEvent).waitUntil(keepShell(response.clone()));
  return response;
}

/**
 * Keeps a page as this deployment's shell when it may be shared and runs on files kept here; a
 * page rendered ahead is kept without its page (shellOf).
 */
async function keepShell(response: Response): Promise<void> {
  if (!mayKeep(response) || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const html = shellOf(await response.clone().text());
  if (!isShellOf(html, (path) => getCacheKeyForURL(path) !== undefined)) return;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, new Response(html, { status: 200, headers }));
}

/** Deletes the caches of earlier deployments (the precache drops their files itself). */
async function deleteOtherDeployments(): Promise<void> {
  const current = new Set([cacheNames.precache, ASSETS_CACHE, SHELL_CACHE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('inai-') && !current.has(name)).map((name) => caches.delete(name)));
}
