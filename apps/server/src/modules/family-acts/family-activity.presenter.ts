import type { FamilyActivity, FamilyActivityAction, FamilyRelation } from '@inai/shared';
import type { ActivityListRow } from './family-activity.repository.js';

/** The subject of a line, by what the act was about. */
function subjectOf(row: ActivityListRow): FamilyActivity['subject'] {
  const action = row.action as FamilyActivityAction;
  switch (action) {
    case 'interest_sent':
    case 'message_sent':
      return { user_id: row.subject_user_id!, name: row.other_name };
    case 'interest_answered':
      return { user_id: row.subject_user_id!, name: row.other_name, answer: row.detail as 'Accepted' | 'Rejected' };
    case 'profile_saved':
      return { section: row.detail ?? '' };
    case 'plan_bought':
      return { plan: row.detail ?? '' };
    case 'manager_removed':
    case 'holder_handed_over':
      return { name: row.subject_name, relation: row.detail as FamilyRelation };
    case 'manager_joined':
      return undefined;
  }
}

/** One line of the family's activity; the holder is named by the profile's name as it is now. */
export function presentActivity(row: ActivityListRow, holderName: string): FamilyActivity {
  // A co-manager's act always has their relation; the holder's has none.
  const manager = row.actor_relation !== null;
  const subject = subjectOf(row);
  return {
    at: row.at,
    actor: manager
      ? { kind: 'manager', name: row.actor_name ?? '', relation: row.actor_relation as FamilyRelation }
      : { kind: 'holder', name: holderName, relation: null },
    action: row.action as FamilyActivityAction,
    ...(subject ? { subject } : {}),
  };
}
