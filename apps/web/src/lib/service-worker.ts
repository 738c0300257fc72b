import { SERVICE_WORKER_PATH } from '@inai/shared';

let settle: (registered: boolean) => void = () => undefined;
/**
 * Whether a service worker was registered for this page (true) or none will be: a development
 * build, a browser without workers, or one that refused it (false). The web fonts wait on it
 * on a first page (lib/web-fonts.ts).
 */
export const serviceWorkerRegistered: Promise<boolean> = new Promise((resolve) => (settle = resolve));

/**
 * Registers the service worker (decision 0050) once the page has loaded, so that its install,
 * which fetches the first page's files into its cache, never competes with the visit itself.
 * Production builds only: the development server serves no worker. A browser that refuses one
 * (an old phone, some private modes) goes on without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    settle(false);
    return;
  }
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(
      // A registration that gives nothing back (a browser told to block workers) is none.
      (registration) => settle(Boolean(registration)),
      () => settle(false),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
