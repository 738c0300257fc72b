/** The screens anyone may open, checked in both languages (375 px in Tamil, axe-core in both). */
export const PUBLIC_SCREENS = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/reset-password?token=an-old-link',
  '/privacypolicy',
  '/termsconditions',
  '/refundpolicy',
  '/comingsoon',
  '/pricing',
  '/porutham',
  '/jathagam',
  '/grievance',
  '/no-such-page',
] as const;
