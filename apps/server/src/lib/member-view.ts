import type { Locale, PublicUser } from '@inai/shared';

/**
 * The member's own account as their screens show it: details, preferences, photos, plan, counts.
 * modules/me composes it from several modules, so it sits above them; the calls whose answer is
 * this view (signing up or in, a verified code, a saved profile section, a photo added…) get it
 * from app.ts as a route option, and no feature imports the module that composes it.
 */
export type MemberView = (userId: number, reader?: MemberViewReader) => Promise<PublicUser>;

/**
 * Who reads the view when it is not the holder: a co-manager, whose own language the view's
 * `locale` says instead of the holder's, so that the screen stays in theirs
 * (docs/decisions/0076-manager-login-resets.md).
 */
export interface MemberViewReader {
  locale: Locale | null;
}

/** The route option of the features that answer with the member's own view. */
export interface MemberViewOption {
  memberView: MemberView;
}
