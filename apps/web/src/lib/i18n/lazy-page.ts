import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureAppTexts } from './i18n-store';

/** A lazily loaded page that can be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Fetches the page's code (and texts); once done, the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React's lazy() plus preload(). A page rendered ahead at build time is hydrated only once its
 * code is in, and then must not suspend: React would keep the page's HTML meanwhile, but a text
 * update during that wait would make it throw the HTML away and draw the page again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is asked for again next time
        throw error;
      },
    ));
  // A thenable that calls back at once: lazy() then renders the page in the same pass.
  const ready = (module: { default: T }) => ({ then: (resolve: (m: { default: T }) => void) => resolve(module) });
  const component = lazy(() => (loaded ? (ready(loaded) as unknown as Promise<{ default: T }>) : fetchPage()));
  return Object.assign(component, { preload: () => fetchPage().then(() => undefined) });
}

/**
 * A page loaded on first visit together with the texts beyond the home page, so it never renders
 * before its words are there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  return lazyWithPreload(() => Promise.all([load(), ensureAppTexts()]).then(([module]) => module));
}
