import type { PublicUser } from '@inai/shared';

/**
 * The member's own account as their screens show it: details, preferences, photos, plan, counts.
 * modules/me composes it from several modules, so it sits above them; the calls whose answer is
 * this view (signing up or in, a verified code, a saved profile section, a photo added…) get it
 * from app.ts as a route option, and no feature imports the module that composes it.
 */
export type MemberView = (userId: number) => Promise<PublicUser>;

/** The route option of the features that answer with the member's own view. */
export interface MemberViewOption {
  memberView: MemberView;
}
