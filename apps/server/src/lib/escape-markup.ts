/**
 * Text made safe to put in HTML or XML, in an element or in a quoted attribute: the pages and
 * mails the server writes itself (the sitemap, the sandbox gateway's page, the dev mailbox, every
 * e-mail).
 */
export const escapeMarkup = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
