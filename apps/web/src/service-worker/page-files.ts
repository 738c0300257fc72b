/**
 * The files a page needs before it runs: its scripts, module preloads and stylesheets, as paths.
 * Imports nothing: the build (build/precache-list.ts) reads its pages with it too.
 */
export function filesOfPage(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const element = tag[0];
    if (!element.startsWith('<script') && !/\brel="(?:modulepreload|stylesheet)"/.test(element)) continue;
    const address = /\b(?:src|href)="([^"]+)"/.exec(element)?.[1];
    if (address?.startsWith('/')) files.add(address.split(/[?#]/)[0]!);
  }
  return [...files];
}
