import { DEFAULT_LOCALE, localizedPath, publicPageAt } from '@inai/shared';
import { getLocale, subscribe } from '../lib/i18n/i18n-store';
import { ISLAND_WAKES, isIslandName, type IslandName } from '../lib/islands/island-names';
import { localizedHref } from '../lib/islands/localized-href';
import type { HeldTaps } from '../lib/islands/taps';
import { ISLAND_PARTS } from './island-parts';

/**
 * What wakes a `touched` island: the first sign a person is about to act on it. Not a pointer
 * merely resting over it: the browser reports one over whatever a page draws under it.
 */
const FIRST_SIGNS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** A `seen` island on screen waits at most this long for the phone to be idle. */
const IDLE_WAIT_MS = 2000;

/**
 * Once the page has loaded (its pictures and fonts had the line first: the banner is the page's
 * largest paint) and the phone is idle.
 */
function whenLoadedAndIdle(run: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : window.setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Takes over a page rendered ahead by its islands alone (docs/decisions/0084): each marked part is
 * hydrated on its own, when it comes on screen (a `seen` part, once the phone is idle) or when the
 * visitor first reaches for it; the rest of the page stays the server's HTML. What was tapped,
 * sent or filled in before a part was hydrated is done again once it is.
 */
export function startIslands(root: HTMLElement, held: HeldTaps): void {
  const parts = new Map<Element, () => void>();
  for (const part of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = part.dataset.island;
    if (!isIslandName(name)) continue;
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      unwatch();
      hydrate(part, name).then(
        () => {
          // The browser tests wait for every part to be awake.
          part.dataset.awake = '';
          held.replayWithin(part);
        },
        // Its code did not arrive (the line dropped): the next touch asks again.
        () => {
          woken = false;
          watch();
        },
      );
    };
    let unwatch = () => undefined as void;
    const watch = () => {
      for (const type of FIRST_SIGNS) part.addEventListener(type, wake, { capture: true, passive: true });
      const seen = ISLAND_WAKES[name] === 'seen' ? watchSeen(part, wake, 'start' in ISLAND_PARTS[name]) : undefined;
      unwatch = () => {
        for (const type of FIRST_SIGNS) part.removeEventListener(type, wake, { capture: true });
        seen?.disconnect();
      };
    };
    parts.set(part, wake);
    watch();
  }
  void held.follow({
    holds: (target) => target.closest('[data-island]') !== null,
    touched: (target) => {
      const part = target.closest('[data-island]');
      if (part) parts.get(part)?.();
    },
  });
  followLanguageSwitch();
  linksInLanguage(root);
  // Tapping is safe from here on: the browser tests wait for this as they wait for the app.
  document.documentElement.dataset.islands = 'ready';
}

/**
 * Wakes `wake` once any of the part is on screen: a part hydrated by React once the page has
 * loaded and the phone is idle too; a part with its own small script at once, as it costs the
 * phone next to nothing.
 */
function watchSeen(part: HTMLElement, wake: () => void, scripted: boolean): IntersectionObserver {
  // A box that draws nothing of its own is never seen itself: its children are.
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      if (scripted) wake();
      else whenLoadedAndIdle(wake);
    }
  });
  for (const child of part.children) observer.observe(child);
  return observer;
}

/** Brings a part alive: by its own script, or hydrated around the component the build drew there. */
async function hydrate(part: HTMLElement, name: IslandName): Promise<void> {
  const island = ISLAND_PARTS[name];
  if ('start' in island) {
    (await island.start())(part);
    return;
  }
  const [{ hydrateIsland, showToasts }, Part] = await Promise.all([import('./hydrate-island'), island.load()]);
  if (island.toasts) await showToasts();
  await new Promise<void>((resolve) => hydrateIsland(part, Part, resolve));
}

/** The moments before a link is followed (tapped, opened in a new tab, reached by the keyboard). */
const BEFORE_FOLLOWING = ['pointerdown', 'click', 'focusin', 'contextmenu', 'auxclick'] as const;

/** Sends the page's links to the addresses in the page's language, just before one is followed. */
function linksInLanguage(root: HTMLElement): void {
  const locale = getLocale();
  if (locale === DEFAULT_LOCALE) return;
  const follow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (link && href) link.setAttribute('href', localizedHref(href, locale));
  };
  for (const type of BEFORE_FOLLOWING) root.addEventListener(type, follow, { capture: true, passive: true });
}

/**
 * The language switch (in the header's island) changes the texts; the page around it is the
 * server's HTML in the language of its address, so the other language's address is loaded.
 */
function followLanguageSwitch(): void {
  const shown = getLocale();
  subscribe(() => {
    const locale = getLocale();
    const page = publicPageAt(window.location.pathname);
    if (locale === shown || !page) return;
    const { search, hash } = window.location;
    // After the switch has remembered the choice (it does so once the texts are in).
    window.setTimeout(() => window.location.assign(`${localizedPath(page.page.path, locale)}${search}${hash}`));
  });
}
