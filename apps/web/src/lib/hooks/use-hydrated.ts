import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a page rendered ahead is being hydrated (and in the build's renderer), true after
 * and on every page the browser draws itself. What depends on the moment (a countdown) shows its
 * placeholder until then, so the browser's first render matches the HTML it was sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
