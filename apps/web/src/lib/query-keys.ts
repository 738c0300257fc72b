import type { PoruthamChartsInput } from '@inai/shared';

/**
 * Every TanStack Query key of the web app, from one place, so a mutation can name exactly what it
 * changes. Keys never hold the session token: member data is removed from the cache whenever
 * the session changes (signing in and out remove it), so a key need not say whose it is.
 */
export const queryKeys = {
  me: () => ['me'] as const,
  states: () => ['locations', 'states'] as const,
  cities: (state: string) => ['locations', 'cities', state] as const,
  search: (criteria: string, page: number) => ['search', criteria, page] as const,
  matchesAll: () => ['matches'] as const,
  /** `options` is the search's additions to the saved preferences, as they stand in the address. */
  matches: (page: number, options: string) => ['matches', page, options] as const,
  /** Under Matches: saving the partner preferences refreshes today's matches too (the day's first picks). */
  dailyPicks: () => ['matches', 'daily-picks'] as const,
  interestsAll: () => ['interests'] as const,
  sentInterests: () => ['interests', 'sent'] as const,
  incomingInterests: () => ['interests', 'incoming'] as const,
  /** Where the member stands with each member an interest joins them to (the cards' buttons). */
  interestStates: () => ['interests', 'states'] as const,
  profileDetails: (userId: number) => ['profileDetails', userId] as const,
  /** Under the member's details: what refreshes details (an interest answered, a block) refreshes it too. */
  biodata: (userId: number) => ['profileDetails', userId, 'biodata'] as const,
  /** Two births compared (the calculator and its printed report); no session, nothing to invalidate. */
  poruthamCharts: (input: PoruthamChartsInput | null) => ['poruthamCharts', input] as const,
  chatAll: () => ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  conversationWith: (userId: number) => ['chat', 'with', userId] as const,
  chatHistoryAll: () => ['chat', 'history'] as const,
  chatHistory: (conversationId: number) => ['chat', 'history', conversationId] as const,
  blocks: () => ['blocks'] as const,
  viewers: (page: number) => ['viewers', page] as const,
  accountDeletion: () => ['accountDeletion'] as const,
  myReports: () => ['reports'] as const,
  shortlistAll: () => ['shortlist'] as const,
  shortlistIds: () => ['shortlist', 'ids'] as const,
  shortlist: (page: number) => ['shortlist', 'page', page] as const,
  savedSearches: () => ['savedSearches'] as const,
  /** The holder's co-managers and open invitations (Settings → Family). */
  family: () => ['family'] as const,
  /** Under the family: a co-manager removed or joined refreshes who did what too. */
  familyActivity: () => ['family', 'activity'] as const,
  places: (query: string) => ['places', query] as const,
  /**
   * The member's own chart, drawn from her saved birth (docs/design.md, "Birth chart"): `birth` is
   * the call's input, so a saved change draws it again. Not under 'me', which many acts refresh.
   */
  ownJathagam: (birth: string) => ['ownJathagam', birth] as const,
  policy: (id: string, locale: string) => ['policy', id, locale] as const,
  plans: () => ['plans'] as const,
  payments: () => ['payments'] as const,
  paymentList: () => ['payments', 'list'] as const,
  paymentStatus: (orderId: string) => ['payments', 'status', orderId] as const,
  adminAll: () => ['admin'] as const,
  adminQueue: (filters: string, page: number) => ['admin', 'queue', filters, page] as const,
  // Private files sit outside 'admin': a console action refetches every 'admin' list, and each
  // fetch of a file is an audited view, so only opening one fetches it.
  adminEvidence: (path: string) => ['admin-file', 'evidence', path] as const,
  adminMembers: (q: string) => ['admin', 'members', q] as const,
  adminAudit: (q: string, page: number) => ['admin', 'audit', q, page] as const,
  // ID verification
  idVerification: () => ['id-verification'] as const,
  adminIds: (status: string, q: string, page: number) => ['admin', 'ids', status, q, page] as const,
  adminIdFile: (path: string) => ['admin-file', 'id', path] as const,
  // photo moderation and signals
  adminPhotos: (filter: string, page: number) => ['admin', 'photos', filter, page] as const,
  adminSignals: () => ['admin', 'signals'] as const,
  // payments and enquiries
  adminPayments: (filters: string, page: number) => ['admin', 'payments', filters, page] as const,
  adminEnquiries: (filters: string, page: number) => ['admin', 'enquiries', filters, page] as const,
};

/** Data that belongs to nobody in particular and survives a change of session. */
export const SHARED_QUERY_ROOTS: ReadonlySet<string> = new Set(['locations', 'policy', 'plans']);
