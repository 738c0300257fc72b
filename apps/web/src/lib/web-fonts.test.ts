import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker's registration is this page's to settle in each test.
const registration = vi.hoisted(() => {
  let settle: (registered: boolean) => void = () => undefined;
  return {
    reset: () => new Promise<boolean>((resolve) => (settle = resolve)),
    settle: (registered: boolean) => settle(registered),
  };
});
let registered: Promise<boolean>;
vi.mock('./service-worker', () => ({
  get serviceWorkerRegistered() {
    return registered;
  },
}));
const { startWebFonts } = await import('./web-fonts');

function browserWithWorkers(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}
/** Lets the first paint, its timer and any settled promise run. */
async function drawn() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.resolve();
}

describe('when the web fonts are put on the page', () => {
  beforeEach(() => {
    registered = registration.reset();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('on a page the service worker serves, at once: it has kept them', () => {
    vi.stubEnv('PROD', true);
    browserWithWorkers({ scriptURL: '/sw.js' });
    const load = vi.fn(async () => undefined);
    startWebFonts(load);
    expect(load).toHaveBeenCalledOnce();
  });

  it("not on a browser's first page, whose worker, once registered, keeps them for the next", async () => {
    vi.stubEnv('PROD', true);
    browserWithWorkers(null);
    const load = vi.fn(async () => undefined);
    startWebFonts(load);
    registration.settle(true);
    await drawn();
    await drawn();
    expect(load).not.toHaveBeenCalled();
  });

  it('once the page is drawn where the browser refused the worker', async () => {
    vi.stubEnv('PROD', true);
    browserWithWorkers(null);
    const load = vi.fn(async () => undefined);
    startWebFonts(load);
    await drawn();
    expect(load).not.toHaveBeenCalled();
    registration.settle(false);
    await drawn();
    await drawn();
    expect(load).toHaveBeenCalledOnce();
  });

  it('once the page is drawn in a browser without workers, and in development', async () => {
    for (const prod of [true, false]) {
      vi.stubEnv('PROD', prod);
      if (!prod) browserWithWorkers(null);
      const load = vi.fn(async () => undefined);
      startWebFonts(load);
      expect(load).not.toHaveBeenCalled();
      await drawn();
      expect(load).toHaveBeenCalledOnce();
    }
  });

  it('lets fonts that fail to arrive go without an error reaching the page', async () => {
    vi.stubEnv('PROD', true);
    browserWithWorkers({ scriptURL: '/sw.js' });
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    startWebFonts(() => Promise.reject(new Error('offline')));
    await drawn();
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
  });
});
