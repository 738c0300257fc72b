import { messageRef, type FamilyPermission, type FamilyPermissions, type Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * Who may do what on a profile a family manages together (docs/decisions/0073-family-co-managers.md),
 * decided here and nowhere else. Every member route declares what it needs; the holder may do
 * everything, a co-manager reads everything and does what the holder allows.
 *
 * - `read`: anything that only looks (lists, details, counts) and signing out.
 * - `edit`, `interests`, `chat`, `plans`: the co-manager's four permissions.
 * - `holder`: what is the account's own: e-mail, password, mobile number, the co-managers, the
 *   data export, deletion, an operator's actions.
 */
export const FAMILY_NEEDS = ['read', 'edit', 'interests', 'chat', 'plans', 'holder'] as const;
export type FamilyNeed = (typeof FAMILY_NEEDS)[number];

/** Who acts through a session: the holder, or a co-manager and what the holder allows them. */
export type Actor =
  | { kind: 'holder' }
  | {
      kind: 'manager';
      managerId: number;
      name: string;
      /** The login's own language, null until chosen. */
      locale: Locale | null;
      relation: string;
      permissions: FamilyPermissions;
    };

/** Whether `actor` may do what a route that needs `need` does. */
export function mayAct(actor: Actor, need: FamilyNeed): boolean {
  if (actor.kind === 'holder' || need === 'read') return true;
  if (need === 'holder') return false;
  return actor.permissions[need satisfies FamilyPermission];
}

const REFUSAL_TEXTS = {
  holder: messageRef('family.permission.holder'),
  edit: messageRef('family.permission.edit'),
  interests: messageRef('family.permission.interests'),
  chat: messageRef('family.permission.chat'),
  plans: messageRef('family.permission.plans'),
} as const;

/** The refusal of an act `need` did not allow: 403 family_permission, its message saying who may. */
export function familyRefusal(need: Exclude<FamilyNeed, 'read'>): AppError<'family_permission'> {
  return new AppError(403, 'family_permission', { messageRef: REFUSAL_TEXTS[need] });
}

/** Refuses unless `actor` may do what `need` covers. */
export function assertMayAct(actor: Actor, need: FamilyNeed): void {
  if (need !== 'read' && !mayAct(actor, need)) throw familyRefusal(need);
}

/** Who did an act, as the act stores it: the co-manager's login and relation, both null for the holder. */
export interface ActedBy {
  managerId: number | null;
  relation: string | null;
  /** The co-manager's name (the family's activity list); null for the holder. */
  name: string | null;
}

/** The holder's acts, and those no session makes (a payment the gateway confirms). */
export const BY_HOLDER: ActedBy = { managerId: null, relation: null, name: null };

/** What an act records of `actor` (docs/decisions/0074-family-acts-activity-and-mails.md). */
export function actedBy(actor: Actor): ActedBy {
  if (actor.kind === 'holder') return BY_HOLDER;
  return { managerId: actor.managerId, relation: actor.relation, name: actor.name };
}
