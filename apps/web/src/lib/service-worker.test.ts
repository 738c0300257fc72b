import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

function fakeContainer(register: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: vi.fn(register) }, configurable: true });
  return (navigator as unknown as { serviceWorker: { register: ReturnType<typeof vi.fn> } }).serviceWorker.register;
}

describe('registering the service worker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js in a production build once the page has loaded', () => {
    vi.stubEnv('PROD', true);
    const register = fakeContainer(async () => ({}));
    registerServiceWorker();
    // jsdom's document has finished loading: the worker is registered at once.
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('registers nothing in development, where no worker is served', () => {
    vi.stubEnv('PROD', false);
    const register = fakeContainer(async () => ({}));
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('lets a browser refuse the worker without an error reaching the page', async () => {
    vi.stubEnv('PROD', true);
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const register = fakeContainer(() => Promise.reject(new DOMException('refused', 'SecurityError')));
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(register).toHaveBeenCalledOnce();
    expect(rejections).toEqual([]);
  });

  it('does nothing in a browser without service workers', () => {
    vi.stubEnv('PROD', true);
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker()).not.toThrow();
  });

  it('says whether a worker was registered: the web fonts of a first page wait on it', async () => {
    const cases: [boolean, () => Promise<unknown>, boolean][] = [
      [true, async () => ({ scope: '/' }), true],
      // A browser told to block workers gives nothing back.
      [true, async () => undefined, false],
      [true, () => Promise.reject(new DOMException('refused', 'SecurityError')), false],
      [false, async () => ({ scope: '/' }), false],
    ];
    for (const [prod, answer, expected] of cases) {
      vi.resetModules();
      vi.stubEnv('PROD', prod);
      fakeContainer(answer);
      const worker = await import('./service-worker');
      worker.registerServiceWorker();
      await expect(worker.serviceWorkerRegistered).resolves.toBe(expected);
    }
  });
});
