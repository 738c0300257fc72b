const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const entity = (character: string): string => ENTITIES[character]!;

/**
 * Text made safe to put in HTML or XML, in an element or in a quoted attribute: the pages and
 * mails the server writes itself (the sitemap, the sandbox gateway's page, the dev mailbox, every
 * e-mail).
 */
export const escapeMarkup = (value: string): string => value.replace(/[&<>"']/g, entity);

/**
 * The value of a double-quoted attribute, escaped no more than it needs (`>` and `'` cannot end
 * it, and stay as they are): the server's settings and links filled into the built web pages.
 */
export const escapeAttribute = (value: string): string => value.replace(/[&<"]/g, entity);
