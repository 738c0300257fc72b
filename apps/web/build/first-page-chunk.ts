import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A library whose entry re-exports one module per export (an icon set): following the entry's
 * imports would count every module as the first page's, so only the names a module imports are
 * followed. `entry` matches the library's resolved entry file; `specifier` is how our code imports it.
 */
export interface Barrel {
  specifier: string;
  entry: RegExp;
}

/** `import { A, B as C, type D } from '<specifier>'` in a source file → ['A', 'B']. */
export function namedImports(source: string, specifier: string): string[] {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    if (/^import\s*type\s*\{/.test(match[0])) continue;
    for (const part of match[1]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** `export { default as A, default as B } from './icons/a.mjs'` in a barrel → A → that file, B → that file. */
export function barrelExports(code: string, barrelFile: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const file = path.resolve(path.dirname(barrelFile), match[2]!);
    for (const part of match[1]!.split(',')) {
      const exported = part
        .trim()
        .split(/\s+as\s+/)[1]
        ?.trim();
      if (exported) table.set(exported, file);
    }
  }
  return table;
}

/**
 * Puts every module a first load (the modules `entrySuffixes` name) imports statically into one
 * chunk. By default Rolldown gives each module shared between the entry and a lazily loaded page
 * a chunk of its own; for the first page that meant some thirty files of a few hundred bytes,
 * each paying its own import glue and compression overhead (about 4 KB of the size budget). The graph is read from the
 * build itself, so the group follows the code without a list to keep up to date. `stopAt` names
 * the modules whose imports are not followed (and which stay out of the groups). For `barrels`
 * only the names the first page imports are followed: through lucide-react's entry, every icon
 * any page used had landed in the first page's chunk (some forty of them, about 3 KB).
 */
export function firstPageChunk(entrySuffixes: readonly string[], stopAt: RegExp, barrels: readonly Barrel[] = []) {
  const staticImports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  let reachable: Set<string> | undefined;
  const tables = new Map<string, Map<string, string>>();

  const plugin: Plugin = {
    name: 'inai:first-page-chunk',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (entrySuffixes.some((suffix) => info.id.endsWith(suffix))) entries.add(info.id);
    },
  };

  const fileOf = (id: string) => id.split('?')[0]!;
  const tableOf = (barrelId: string) => {
    let table = tables.get(barrelId);
    if (!table) {
      table = barrelExports(fs.readFileSync(fileOf(barrelId), 'utf8'), fileOf(barrelId));
      tables.set(barrelId, table);
    }
    return table;
  };

  /** The modules `id` imports, with each barrel replaced by the modules of the names it takes from it. */
  const importsOf = (id: string): string[] => {
    const imported = staticImports.get(id) ?? [];
    const result: string[] = [];
    let source: string | undefined;
    for (const target of imported) {
      const barrel = barrels.find((b) => b.entry.test(target));
      if (!barrel) {
        result.push(target);
        continue;
      }
      source ??= fs.readFileSync(fileOf(id), 'utf8');
      const table = tableOf(target);
      for (const name of namedImports(source, barrel.specifier)) {
        const file = table.get(name);
        // A name the table lacks would silently put the whole library back: fail the build instead.
        if (!file) throw new Error(`first-page-chunk: ${name} is not an export of ${barrel.specifier} (imported by ${id})`);
        result.push(file);
      }
    }
    return result;
  };

  /** Whether a module is loaded by the first page (statically reachable from the entry). */
  const isFirstPage = (id: string): boolean => {
    if (!reachable) {
      reachable = new Set();
      const queue = [...entries];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (reachable.has(next)) continue;
        reachable.add(next);
        // The shared package is imported through a barrel that re-exports everything; its
        // modules are left to tree-shaking and the default chunking, or the group would keep
        // modules nothing uses (the zod schemas, say).
        if (!stopAt.test(next)) queue.push(...importsOf(next));
      }
    }
    return reachable.has(id) && !stopAt.test(id);
  };

  return { plugin, isFirstPage };
}
