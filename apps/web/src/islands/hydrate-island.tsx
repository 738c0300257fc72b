import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { getLocale } from '../lib/i18n/i18n-store';
import { localizedHref } from '../lib/islands/localized-href';
import { PageHydrated, PageHydratedContext } from '../lib/islands/page-hydrated';
import { FiguresContext, figuresOfPage } from '../lib/public-figures';

/** The islands of one page share one query cache, as the parts of one app would. */
const queryClient = createQueryClient();
const figures = figuresOfPage();

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
/** A public page in the language the page is read in (the links' own href says the plain path). */
const destination = (to: To) => localizedHref(href(to), getLocale());

/**
 * Loads `to` as a whole page. What a navigation carries (the two births a report prints, the
 * first results of a search) is put in the history entry where the app's router reads it
 * (`usr`), and the entry then reloaded: a reload keeps its entry's state.
 */
function loadPage(to: To, state: unknown, how: 'push' | 'replace'): void {
  if (state === undefined || state === null) {
    if (how === 'push') window.location.assign(destination(to));
    else window.location.replace(destination(to));
    return;
  }
  const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + (how === 'push' ? 1 : 0);
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (how === 'push') window.history.pushState(entry, '', destination(to));
  else window.history.replaceState(entry, '', destination(to));
  window.location.reload();
}

/**
 * Where an island's links and searches go: a whole page load, since no app runs around the
 * islands to draw the next screen. The next page arrives rendered ahead or as the app.
 */
const wholePageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to, state) => loadPage(to, state, 'push'),
  replace: (to, state) => loadPage(to, state, 'replace'),
};

/**
 * Hydrates one island with what its component finds around it in the app: the query cache, the
 * public figures and a router at this address (its links load whole pages). It draws exactly
 * what the build drew inside the island's mark, so React adopts that HTML as it stands;
 * `onHydrated` is told once it has, as the app's page area tells, so what the visitor did
 * meanwhile is done again.
 */
export function hydrateIsland(container: HTMLElement, Part: ComponentType, onHydrated: () => void): void {
  const { pathname, search, hash } = window.location;
  // As a transition, React hydrates in slices and lets the phone answer a tap in between
  // (decision 0054); a tap on the island meanwhile is React's to replay.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <FiguresContext value={figures}>
            <Router location={{ pathname, search, hash }} navigator={wholePageLoads}>
              <PageHydratedContext value={onHydrated}>
                <Part />
                <PageHydrated />
              </PageHydratedContext>
            </Router>
          </FiguresContext>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

let toaster: Promise<void> | undefined;

/**
 * Puts the app's toaster on the page, once: a part that says how things went in a toast (the
 * enquiry form) needs it, and no app around the islands has one. It draws nothing until a toast.
 */
export function showToasts(): Promise<void> {
  toaster ??= import('../components/toaster').then(({ default: Toaster }) => {
    const place = document.createElement('div');
    document.body.append(place);
    createRoot(place).render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    );
  });
  return toaster;
}
