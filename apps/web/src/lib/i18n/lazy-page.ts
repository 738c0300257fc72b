import { lazy, type ComponentType } from 'react';
import { ensureAppTexts } from './i18n-store';

/**
 * A page loaded on first visit together with the texts beyond the home page, so it never renders
 * before its words are there. Typed as React's own lazy().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), ensureAppTexts()]).then(([module]) => module));
}
