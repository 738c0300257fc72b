/**
 * The search engine as the rest of the server sees it. modules/search implements it (an
 * in-memory index of the searchable members, kept current from the database: docs/decisions/0008);
 * the app's context holds it, so a module that only asks whether a member is searchable, or
 * shows their card, depends on this interface and not on the search module.
 */
export interface SearchEngine {
  /** The searchable members: verified, with a saved basic section, in good standing. */
  readonly index: {
    has(userId: number): boolean;
    /**
     * Whether the member is shown in lists (search, Matches, the shortlists others keep): searchable,
     * and active within LAST_ACTIVE_RULES.dormantAfterDays India days (docs/decisions/0052).
     */
    listed(userId: number): boolean;
    readonly size: number;
  };
  /** The result card of every searchable member. */
  readonly cards: { get(userId: number): SearchCard | undefined };
  /**
   * Re-reads these members from the database. Nobody needs to ask it after a write: every write
   * that changes what search reads is recorded in the change log by the database itself, and
   * the engine reads the log after each such write and every second (docs/decisions/0008).
   */
  refresh(userIds: number[]): Promise<void>;
  stop(): void;
}

/** What a result card shows of a member (modules/cards decides what each viewer gets of it). */
export interface SearchCard {
  userId: number;
  name: string;
  gender: 'Male' | 'Female';
  /** YYYY-MM-DD. */
  dob: string;
  degree: string | null;
  jobType: string | null;
  height: string | null;
  city: string | null;
  state: string | null;
  photosLocked: boolean;
  /** An operator approved the member's ID (the badge, docs/decisions/0023). */
  idVerified: boolean;
  /** The member proved their mobile number with a texted code (the 'Mobile verified' badge). */
  phoneVerified: boolean;
  /** The profile picture's image id. */
  avatarId: number | null;
  /** The member's diet (docs/decisions/0041); null when not said. */
  diet: string | null;
  /** Where the member lives; an unsaid country is India. */
  residenceCountry: string;
  /** Star, raasi and caste (option values); null when not said. */
  star: string | null;
  raasi: string | null;
  caste: string | null;
  /**
   * The India day (days since 1970-01-01) the member was last active, for the band others see
   * (docs/decisions/0052); null (or absent) when they hide it or it is unknown. Never the time.
   */
  lastActiveDay?: number | null;
  /** The profile has at least one co-manager (the 'Managed with family' line, docs/decisions/0074). */
  managedWithFamily: boolean;
}
