import type { APP } from './en/app.js';
import type { CORE } from './en/core.js';
import type { MAIL } from './en/mail.js';

/**
 * Catalogue keys and their placeholders, derived from the English catalogue at the type level:
 * a misspelt key, a missing parameter or a parameter the text does not have fails the type check.
 */
type English = typeof CORE & typeof APP & typeof MAIL;

/** Texts the first page needs (loaded before the web app renders). */
export type CoreKey = keyof typeof CORE & string;
/** Texts of every other screen, and the server's messages. */
export type AppKey = keyof typeof APP & string;
/** E-mails: the server's only. */
export type MailKey = keyof typeof MAIL & string;
/** What the web may show. */
export type WebKey = CoreKey | AppKey;
export type MessageKey = WebKey | MailKey;

/** One language's texts for the keys of an English part: every key, each a string, no others. */
export type TextsOf<T> = { readonly [K in keyof T]: string };

/** The placeholder names in a text: 'Page {page} of {pages}' → 'page' | 'pages'. */
export type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

export type ParamValue = string | number;
export type Params = Readonly<Record<string, ParamValue>>;

/** Keys whose text has no placeholders: what tables of labels (menus, option lists) may hold. */
export type PlainKey = { [K in MessageKey]: [Placeholders<English[K]>] extends [never] ? K : never }[MessageKey];
/** A plain key of the first page's texts: what the header and footer may show before the rest loads. */
export type PlainCoreKey = PlainKey & CoreKey;

/** The values a key's text needs, by name. */
export type ParamsOf<K extends MessageKey> = { readonly [P in Placeholders<English[K]>]: ParamValue };

/** No argument for a text without placeholders, one object naming each placeholder otherwise. */
export type ParamArgs<K extends MessageKey> = [Placeholders<English[K]>] extends [never] ? [] : [params: ParamsOf<K>];

/** Keys that come in plural forms: 'x.one' and 'x.other' make 'x'. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never;
}[MessageKey];

/** The values a plural text needs besides the count it is chosen by. */
export type PluralParamArgs<B extends PluralKey> =
  Exclude<Placeholders<English[`${B}.other` & MessageKey]>, 'count'> extends never
    ? []
    : [params: { readonly [P in Exclude<Placeholders<English[`${B}.other` & MessageKey]>, 'count'>]: ParamValue }];
