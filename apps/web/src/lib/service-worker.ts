import { SERVICE_WORKER_PATH } from '@inai/shared';

/**
 * Registers the service worker (decision 0050) once the page has loaded, so that its install,
 * which fetches the first page's files into its cache, never competes with the visit itself.
 * Production builds only: the development server serves no worker. A browser that refuses one
 * (an old phone, some private modes) goes on without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
