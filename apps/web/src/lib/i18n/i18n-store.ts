import { createTranslator, DEFAULT_LOCALE, webAppManifestPath, type Locale, type TextTable, type Translator } from '@inai/shared';
import { CATALOGUE_LOADERS, type CataloguePart } from './catalogue-loaders';

interface Snapshot {
  locale: Locale;
  t: Translator;
}

const loaded: Record<Locale, Partial<Record<CataloguePart, TextTable>>> = { en: {}, ta: {} };
const wanted = new Set<CataloguePart>(['core']);
let snapshot: Snapshot = { locale: DEFAULT_LOCALE, t: createTranslator({}, DEFAULT_LOCALE) };
const listeners = new Set<() => void>();
// Whether the language on screen is the one the page's address named at the start of this visit.
let fromAddress = false;

async function load(locale: Locale, part: CataloguePart): Promise<TextTable> {
  return (loaded[locale][part] ??= await CATALOGUE_LOADERS[locale][part]());
}

function publish(locale: Locale): void {
  const texts = Object.assign({}, ...Object.values(loaded[locale])) as TextTable;
  snapshot = { locale, t: createTranslator(texts, locale) };
  // Rendering pages ahead at build time (src/prerender) runs this in Node, where there is no document.
  if (typeof document !== 'undefined') {
    // Only a change is written: writing `lang`, even the same value, has the browser restyle
    // every element of the page (each one's :lang may have changed), a long task on a phone
    // just after the first paint of a page served in its language.
    const html = document.documentElement;
    if (html.lang !== locale) html.lang = locale;
    // Installing the app now names it in the language on screen (the server linked the page's first one).
    const manifest = document.querySelector('link[rel="manifest"]');
    const manifestPath = webAppManifestPath(locale);
    if (manifest && manifest.getAttribute('href') !== manifestPath) manifest.setAttribute('href', manifestPath);
  }
  for (const listener of listeners) listener();
}

/**
 * Loads the first language's core texts; the app renders after this. `byAddress`: the page's
 * address named the language (/about, /ta/about), which then holds until the reader changes it.
 */
export async function startI18n(locale: Locale, { byAddress = false }: { byAddress?: boolean } = {}): Promise<void> {
  fromAddress = byAddress;
  await load(locale, 'core');
  publish(locale);
}

/**
 * Whether the screen still shows the language its address named when the visit began: the
 * member's saved language does not replace it then (docs/decisions/0059).
 */
export function isLocaleFromAddress(): boolean {
  return fromAddress;
}

/**
 * Makes the texts of the screens beyond the home page available in the current language. Pages
 * wait for it as they wait for their own code (see lazyPage), so no screen shows a missing text.
 */
export async function ensureAppTexts(): Promise<void> {
  wanted.add('app');
  const { locale } = snapshot;
  if (loaded[locale].app) return;
  await load(locale, 'app');
  if (snapshot.locale === locale) publish(locale);
}

/** Switches language once the new language's texts are in, so no screen flashes half-translated. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (locale === snapshot.locale) return;
  await Promise.all([...wanted].map((part) => load(locale, part)));
  fromAddress = false;
  publish(locale);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): Snapshot {
  return snapshot;
}

/** The language the screens show now. */
export function getLocale(): Locale {
  return snapshot.locale;
}

/**
 * The current language's translator, for code outside React (toasts from a mutation's callback).
 * Components use useI18n(), which also re-renders them when the language changes.
 */
export const t: Translator = new Proxy((() => undefined) as unknown as Translator, {
  apply: (_target, _this, args: unknown[]) => (snapshot.t as (...a: unknown[]) => string)(...args),
  get: (_target, property) => Reflect.get(snapshot.t, property) as unknown,
});
