/**
 * The web app's route table (specification section 2). The web router takes its paths from here
 * and the server uses the list to answer unknown paths with HTTP 404 (the page itself is drawn by
 * the web app), so a route added in one place is known in both.
 * Matching is case-insensitive, as in the web router (/Verifyotp and /verifyotp are one route).
 */
export const ROUTES = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacypolicy',
  termsConditions: '/termsconditions',
  refundPolicy: '/refundpolicy',
  comingSoon: '/comingsoon',
} as const;

/**
 * Routes that other screens link to but that later features build. Until a route moves into
 * ROUTES it is a real 404 (web and server agree), never a placeholder page.
 */
export const PLANNED_ROUTES = {
  login: '/login',
  register: '/register',
  logout: '/logout',
  pricing: '/pricing',
  allProfiles: '/allprofiles',
  matches: '/matches',
  editUserProfile: '/edituserprofile',
  userProfile: '/userprofile',
} as const;

/** Whether the web app has a page for this path (ignoring case and one trailing slash). */
export function isKnownWebPath(pathname: string): boolean {
  const path = normalise(pathname);
  return Object.values(ROUTES).some((route) => route === path);
}

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
