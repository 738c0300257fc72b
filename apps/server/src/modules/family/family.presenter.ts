import type { FamilyInvitation, FamilyManager, FamilyPermissions, FamilyRelation } from '@inai/shared';
import type { InvitationRow, ManagerListRow, PermissionColumns } from './family.repository.js';

/** The four permission columns as the API's booleans. */
export function permissionsOf(row: PermissionColumns): FamilyPermissions {
  return { edit: row.can_edit === 1, interests: row.can_interests === 1, chat: row.can_chat === 1, plans: row.can_plans === 1 };
}

/** The API's booleans as the four columns. */
export function permissionColumns(p: FamilyPermissions): PermissionColumns {
  const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
  return { can_edit: flag(p.edit), can_interests: flag(p.interests), can_chat: flag(p.chat), can_plans: flag(p.plans) };
}

export function presentManager(row: ManagerListRow): FamilyManager {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    relation: row.relation as FamilyRelation,
    permissions: permissionsOf(row),
    joined_at: row.joined_at,
  };
}

export function presentInvitation(row: InvitationRow): FamilyInvitation {
  return {
    id: row.id,
    email: row.email,
    relation: row.relation as FamilyRelation,
    permissions: permissionsOf(row),
    expires_at: row.expires_at,
  };
}
