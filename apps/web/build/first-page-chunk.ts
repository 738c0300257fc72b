import type { Plugin } from 'vite';

/**
 * Puts every module the first page imports statically into one chunk. By default Rolldown gives
 * each module shared between the entry and a lazily loaded page a chunk of its own; for the
 * first page that meant some thirty files of a few hundred bytes, each paying its own import
 * glue and compression overhead (about 4 KB of the size budget). The graph is read from the
 * build itself, so the group follows the code without a list to keep up to date. `stopAt` names
 * the modules whose imports are not followed (and which stay out of the groups).
 */
export function firstPageChunk(entrySuffix: string, stopAt: RegExp) {
  const staticImports = new Map<string, readonly string[]>();
  let entry: string | undefined;
  let reachable: Set<string> | undefined;

  const plugin: Plugin = {
    name: 'inai:first-page-chunk',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (info.id.endsWith(entrySuffix)) entry = info.id;
    },
  };

  /** Whether a module is loaded by the first page (statically reachable from the entry). */
  const isFirstPage = (id: string): boolean => {
    if (!reachable) {
      reachable = new Set();
      const queue = entry ? [entry] : [];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (reachable.has(next)) continue;
        reachable.add(next);
        // The shared package is imported through a barrel that re-exports everything; its
        // modules are left to tree-shaking and the default chunking, or the group would keep
        // modules nothing uses (the zod schemas, say).
        if (!stopAt.test(next)) queue.push(...(staticImports.get(next) ?? []));
      }
    }
    return reachable.has(id) && !stopAt.test(id);
  };

  return { plugin, isFirstPage };
}
