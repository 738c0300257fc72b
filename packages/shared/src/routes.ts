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
  login: '/login',
  register: '/register',
  logout: '/logout',
  verifyOtp: '/verifyotp',
  resetPassword: '/reset-password',
  allProfiles: '/allprofiles',
  matches: '/matches',
  /** Another member's details; the last part is made by profileDetailsPath. */
  profileDetails: '/profiledetails/:encodedId',
  /** Ours: a member's printable biodata; the last part is made by biodataPath. */
  biodata: '/biodata/:encodedId',
  pricing: '/pricing',
  /** Query parameter orderId. */
  paymentStatus: '/payment-status',
  /** Query parameter encResponse: the gateway's return, handed to decryptResponse. */
  paymentResponse: '/payment-response',
  paymentCancel: '/payment-cancel',
  /** Query parameter plan (1, 2 or 3): that plan's order summary and Pay Now. */
  paymentPage: '/PaymentPage',
  /** The member's plan and payments (a member screen, see MEMBER_ROUTES). */
  userPlan: '/userplan',
  /** Sent and incoming interests (a member screen). */
  userInterests: '/userinterests',
  /** The privacy switches, 'Premium User Benefits' (a member screen). */
  premiumUserBenefits: '/premiumuserbenefits',
  /** Ours: notifications, language and password (a member screen; e-mails' footers link here). */
  settings: '/settings',
  /** Ours: the member's conversations (a member screen; Platinum reads and writes). */
  chat: '/chat',
  /** Ours: one conversation; the last part is made by chatPath (a member screen). */
  chatConversation: '/chat/:encodedId',
  /** Ours: the free porutham calculator, open to everyone. */
  porutham: '/porutham',
  /**
   * Ours: two full charts compared, printed on one A4 page: the calculator's (its birth details
   * in the history's state, never the address) or, with query parameter profile (as
   * poruthamReportPath makes it), the viewer's and that member's.
   */
  poruthamReport: '/porutham/report',
  /** Ours: the free birth chart (jathagam) calculator, open to everyone. */
  jathagam: '/jathagam',
  /** Ours: the member's shortlisted profiles (a member screen). */
  shortlisted: '/shortlisted',
  /** Ours: who opened my full profile (a member screen; the list needs a plan). */
  viewers: '/viewers',
  /** Ours: the grievance officer and the grievance form, open to everyone. */
  grievance: '/grievance',
  /** Ours: the operators' console (operators only; lazy-loaded). */
  admin: '/admin',
  /** Ours: the member uploads a government ID for the 'ID verified' badge (a member screen). */
  verifyId: '/verify-id',
  /** Ours: where a mail's one-click stop link lands (query parameter t); no sign-in needed. */
  mailStop: '/mail-stop',
  /** Ours: where a sign-in alert's "Not you?" link lands (query parameter t); it asks before it acts. */
  notMe: '/not-me',
  /** Ours: where an invitation to help manage a profile lands (query parameter t); no sign-in needed. */
  familyAccept: '/family/accept',
} as const;

/**
 * Routes that other screens link to but that later features build. Until a route moves into
 * ROUTES it is a real 404 (web and server agree), never a placeholder page.
 */
export const PLANNED_ROUTES = {
  editUserProfile: '/edituserprofile',
  partnerPreferences: '/partnerpreferences',
  userProfile: '/userprofile',
  userHoroscope: '/userhoroscope',
} as const;

/**
 * Screens only a verified member may open (specification sections 4 and 6); the web app guards
 * them. A visitor is sent to /login ('Login required'), an unverified member to /verifyotp.
 */
export const MEMBER_ROUTES: readonly string[] = [
  PLANNED_ROUTES.editUserProfile,
  PLANNED_ROUTES.partnerPreferences,
  PLANNED_ROUTES.userProfile,
  ROUTES.userInterests,
  PLANNED_ROUTES.userHoroscope,
  ROUTES.premiumUserBenefits,
  ROUTES.userPlan,
  ROUTES.settings,
  ROUTES.chat,
  ROUTES.chatConversation,
  ROUTES.shortlisted,
  ROUTES.viewers,
  ROUTES.verifyId,
];

/** Where a member lands after signing in or verifying (specification section 4). */
export const MEMBER_HOME = PLANNED_ROUTES.editUserProfile;

/**
 * The address of a member's details: their user_id in base64, URL-encoded (specification
 * section 2). It hides nothing (anyone can decode it); the server decides who may see what.
 */
export function profileDetailsPath(userId: number): string {
  return `/profiledetails/${encodeURIComponent(btoa(String(userId)))}`;
}

/** The address of the conversation with a member: their user_id as in profileDetailsPath. */
export function chatPath(userId: number): string {
  return `/chat/${encodeURIComponent(btoa(String(userId)))}`;
}

/** The printed porutham report of the viewer and a member: their user_id as in profileDetailsPath. */
export function poruthamReportPath(userId: number): string {
  return `${ROUTES.poruthamReport}?profile=${encodeURIComponent(btoa(String(userId)))}`;
}

/** The address of a member's printable biodata: their user_id as in profileDetailsPath. */
export function biodataPath(userId: number): string {
  return `/biodata/${encodeURIComponent(btoa(String(userId)))}`;
}

/** The user_id in a details (or conversation) address, or null if the part is not one profileDetailsPath makes. */
export function decodeProfileId(encodedId: string): number | null {
  try {
    const text = atob(decodeURIComponent(encodedId));
    return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
  } catch {
    return null;
  }
}

/** Every fixed path the web app routes: public pages and guarded member screens, in lower case. */
const WEB_PATHS: ReadonlySet<string> = new Set(
  [...Object.values(ROUTES), ...MEMBER_ROUTES].filter((path) => !path.includes(':')).map((path) => path.toLowerCase()),
);
const PROFILE_DETAILS = /^\/profiledetails\/[^/]+$/;
const CONVERSATION = /^\/chat\/[^/]+$/;
const BIODATA = /^\/biodata\/[^/]+$/;

/** Whether the web app has a route for this path (ignoring case and one trailing slash). */
export function isKnownWebPath(pathname: string): boolean {
  const path = normaliseWebPath(pathname);
  return WEB_PATHS.has(path) || PROFILE_DETAILS.test(path) || CONVERSATION.test(path) || BIODATA.test(path);
}

/** A path as the router matches it: in lower case, without one trailing slash. */
export function normaliseWebPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
