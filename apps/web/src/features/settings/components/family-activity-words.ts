import type { FamilyActivity, PlainKey, Translator } from '@inai/shared';
import { planNameKey } from '../../../lib/plan-names';

/** A saved section by the name Edit my profile and Partner Preferences give it. */
const SECTIONS: Readonly<Record<string, PlainKey>> = {
  basic: 'editProfile.basicInfo',
  job: 'profileForm.jobEducation',
  religion: 'profileForm.religionCaste',
  social: 'editProfile.socialMedia',
  family: 'biodata.family',
  lifestyle: 'biodata.lifestyle',
  partner_preferences: 'partnerPreferences.title',
};

/** Who acted: their name, and "(Mother)" or "(holder of the profile)". */
export function activityActor(t: Translator, line: FamilyActivity): { name: string; role: string } {
  const { actor } = line;
  return {
    name: actor.name,
    role: actor.relation ? t(`family.relation.${actor.relation}`) : t('family.activity.holder'),
  };
}

/** What was done, in the screen's language ("Sent an interest to Arun"). */
export function activityText(t: Translator, line: FamilyActivity): string {
  const subject = line.subject ?? {};
  // The other member's name goes with their account; the line stays, without it.
  const name = subject.name ?? t('family.activity.someone');
  switch (line.action) {
    case 'interest_sent':
      return t('family.activity.interest_sent', { name });
    case 'interest_answered':
      return t(subject.answer === 'Rejected' ? 'family.activity.interest_rejected' : 'family.activity.interest_accepted', {
        name,
      });
    case 'message_sent':
      return t('family.activity.message_sent', { name });
    case 'profile_saved': {
      const section = SECTIONS[subject.section ?? ''];
      return t('family.activity.profile_saved', { section: section ? t(section) : t('editProfile.title') });
    }
    case 'plan_bought':
      return t('family.activity.plan_bought', { plan: t(planNameKey(Number(subject.plan))) });
    case 'manager_joined':
      return t('family.activity.manager_joined');
    case 'manager_removed':
      return t('family.activity.manager_removed', {
        name,
        relation: subject.relation ? t(`family.relation.${subject.relation}`) : '',
      });
    case 'holder_handed_over':
      return t('family.activity.holder_handed_over', {
        relation: subject.relation ? t(`family.relation.${subject.relation}`) : name,
      });
  }
}
