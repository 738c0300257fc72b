/**
 * The parts of the public pages hydrated on their own (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md),
 * and when: `seen` parts do something by themselves once on screen (the countdown counts), so
 * they wake when visible (a part hydrated by React once the page has loaded and the phone is
 * idle too; the countdown, counted by a script of its own, at once: decision 0087); `touched`
 * parts wait for the visitor's finger, focus or pointer. The home hero is touched: its banner
 * turns by the stylesheet and its search lists the states in the page rendered ahead.
 */
export const ISLAND_WAKES = {
  'site-header': 'touched',
  'home-hero': 'touched',
  countdown: 'seen',
  'enquiry-form': 'touched',
  'grievance-form': 'touched',
  'porutham-calculator': 'touched',
  'jathagam-calculator': 'touched',
  'pricing-plans': 'touched',
} as const;

export type IslandName = keyof typeof ISLAND_WAKES;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_WAKES, name);
}

/**
 * The public pages (by name) whose every part a visitor acts on is an island: those hydrate by
 * parts. Today that is every one; a new public page joins once its parts are marked, and until
 * then the app hydrates it whole, as it does the 404 page.
 */
export const PAGES_BY_ISLANDS: ReadonlySet<string> = new Set([
  'home',
  'about',
  'contact',
  'privacy-policy',
  'terms-conditions',
  'refund-policy',
  'coming-soon',
  'grievance',
  'porutham',
  'jathagam',
  'pricing',
]);
