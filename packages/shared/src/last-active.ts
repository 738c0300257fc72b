/**
 * When a member was last active, as other members are shown it: a band of India days, never a
 * time (docs/decisions/0052-last-active.md). The server and the web read the rules from here.
 */
/** The bands, nearest first: 'Active today', 'Active this week', 'Active this month'. */
export const LAST_ACTIVE_BANDS = ['today', 'week', 'month'] as const;
export type LastActiveBand = (typeof LAST_ACTIVE_BANDS)[number];

export const LAST_ACTIVE_RULES = {
  /** 'This week': active within this many India days, today counted (today and the 6 before it). */
  weekDays: 7,
  /** 'This month': within this many India days; earlier shows no band at all. */
  monthDays: 30,
  /**
   * A member not active for this many India days leaves search, Matches, the shortlists others
   * see them in and the daily picks, and is mailed once; signing in brings them back at once.
   */
  dormantAfterDays: 180,
} as const;

/** The band of a member last active on India day `activeDay`, seen on India day `today`; null past a month. */
export function lastActiveBand(activeDay: number, today: number): LastActiveBand | null {
  const ago = today - activeDay;
  if (ago <= 0) return 'today';
  if (ago < LAST_ACTIVE_RULES.weekDays) return 'week';
  if (ago < LAST_ACTIVE_RULES.monthDays) return 'month';
  return null;
}

/** Whether a member last active on India day `activeDay` is still shown in lists on India day `today`. */
export function activeEnoughToList(activeDay: number, today: number): boolean {
  return today - activeDay < LAST_ACTIVE_RULES.dormantAfterDays;
}
