import type { ReactNode } from 'react';
import type { IslandName } from '../lib/islands/island-names';

/**
 * Marks a part of a page rendered ahead that a visitor can act on (docs/decisions/0084): on the
 * pages whose every such part is marked, only these are hydrated, each on its own, when seen or
 * touched; the rest stays the server's HTML. Everywhere else (the member app, a page reached
 * inside the app) the mark is a box that draws nothing of its own.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
