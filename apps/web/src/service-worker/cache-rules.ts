import { isNeverKeptPath } from '@inai/shared';
import { filesOfPage } from './page-files';

/*
 * What the service worker may keep, as pure rules (decision 0050). Members' data never enters
 * its caches: only the app's own files and its page shell do, and only when their answer says
 * they may be shared.
 */

/** Whether an answer may be kept: a whole, same-origin 200 whose Cache-Control allows storing it, from a path the worker may keep. */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (/(?:^|[,\s])(?:no-store|private)(?:[,\s=]|$)/i.test(response.headers.get('cache-control') ?? '')) return false;
  return !isNeverKeptPath(new URL(response.url).pathname);
}

/** Where a page rendered ahead holds its own head tags (scripts/prerender.mjs writes the marks). */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

/**
 * The app's shell from any page of the site: a page rendered ahead (docs/design.md, "Public pages rendered ahead") loses its own
 * head tags and the page in #root, so that the app draws whatever address it is opened at
 * rather than take over another page's HTML. It keeps no public figures either: a shell can be
 * shown days later, when they may no longer hold (docs/decisions/0059).
 */
export function shellOf(page: string): string {
  const html = page.replace(/(<meta name="app:figures" content=")[^"]*"/, '$1"');
  const head = html.indexOf(PAGE_HEAD_START);
  const headEnd = html.indexOf(PAGE_HEAD_END);
  const withoutHead = head >= 0 && headEnd > head ? html.slice(0, head) + html.slice(headEnd + PAGE_HEAD_END.length) : html;
  const root = withoutHead.indexOf('<div id="root">');
  const body = withoutHead.lastIndexOf('</body>');
  if (root < 0 || body < root) return withoutHead;
  const rootEnd = withoutHead.lastIndexOf('</div>', body);
  return `${withoutHead.slice(0, root)}<div id="root"></div>${withoutHead.slice(rootEnd + '</div>'.length)}`;
}

/**
 * Whether a page may be kept as the app's shell: it must run entirely on files this worker
 * keeps. A page from a newer deployment names files the worker has never fetched, and one from
 * an older deployment names files a newer worker has deleted; neither is kept, so the shell
 * never points at files that are gone.
 */
export function isShellOf(html: string, kept: (path: string) => boolean): boolean {
  const files = filesOfPage(html);
  return files.some((file) => file.endsWith('.js')) && files.every(kept);
}

/** A short name for this build's files, so that each deployment's caches have names of their own. */
export function versionOf(entries: readonly (string | { url: string; revision?: string | null })[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
