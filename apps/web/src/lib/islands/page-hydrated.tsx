import { createContext, useContext, useEffect } from 'react';

/**
 * Told once the page area of a page rendered ahead is hydrated. React hydrates a Suspense
 * boundary (the layout's page area) after the rest of the page, so the page is really the app's
 * only when this, drawn inside that boundary, has run its effect: what the visitor did meanwhile
 * is done again then (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).
 */
export const PageHydratedContext = createContext<(() => void) | null>(null);

export function PageHydrated() {
  const hydrated = useContext(PageHydratedContext);
  useEffect(() => hydrated?.(), [hydrated]);
  return null;
}
