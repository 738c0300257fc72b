import { fillPlaceholders, pluralForm } from './format.js';
import type { MessageKey, ParamArgs, Params, PluralKey, PluralParamArgs } from './keys.js';
import type { Locale } from './locales.js';

/** One language's texts by key (a whole catalogue or the parts loaded so far). */
export type TextTable = Readonly<Record<string, string>>;

/**
 * Translates keys into one language's texts. `t` is typed: the key must exist and its
 * placeholders must be given. A key whose text is not loaded comes back as the key itself,
 * which tests look for, rather than as an empty string that would hide the gap.
 */
export interface Translator {
  readonly locale: Locale;
  <K extends MessageKey>(key: K, ...params: ParamArgs<K>): string;
  /** The 'one' or 'other' form of a plural text, chosen by `count` (which also fills `{count}`). */
  plural<B extends PluralKey>(base: B, count: number, ...params: PluralParamArgs<B>): string;
  /** A message reference (see messageRef) in this language; any other text is returned as it is. */
  ref(text: string): string;
  ref(text: string | undefined): string | undefined;
  /** Whether this key's text is loaded. */
  has(key: string): boolean;
  /** A key chosen at run time (an error code's text): its text, or the key itself if unknown. */
  lookup(key: string, params?: Params): string;
  /** A text with its placeholders left in, for rich texts that put parts of it in links. */
  raw(key: MessageKey): string;
}

export function createTranslator(texts: TextTable, locale: Locale): Translator {
  const lookup = (key: string, params?: Params) => {
    const template = texts[key];
    return template === undefined ? key : fillPlaceholders(template, params, locale);
  };
  const t = ((key: string, params?: Params) => lookup(key, params)) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.plural = ((base: string, count: number, params?: Params) =>
    lookup(`${base}.${pluralForm(count, locale)}`, { ...params, count })) as Translator['plural'];
  t.ref = ((text: string | undefined) => {
    if (text === undefined) return undefined;
    const { key, params } = parseMessageRef(text);
    return key in texts ? lookup(key, params) : text;
  }) as Translator['ref'];
  t.has = (key) => key in texts;
  t.lookup = (key, params) => lookup(key, params);
  t.raw = (key) => texts[key] ?? key;
  return t;
}

/**
 * A reference to a text, for places that must carry a message before anyone knows the reader's
 * language: zod schemas shared by the forms and the server. 'profile.tooLong?max=100'. The web
 * and the server each turn it into the reader's language with `t.ref`.
 */
export function messageRef<K extends MessageKey>(key: K, ...params: ParamArgs<K>): string {
  const values = params[0] as Params | undefined;
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;
}

/** The key and values of a message reference; whole numbers come back as numbers. */
export function parseMessageRef(ref: string): { key: string; params: Params | undefined } {
  const at = ref.indexOf('?');
  if (at < 0) return { key: ref, params: undefined };
  const params: Record<string, string | number> = {};
  for (const [name, value] of new URLSearchParams(ref.slice(at + 1)))
    params[name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
  return { key: ref.slice(0, at), params };
}
