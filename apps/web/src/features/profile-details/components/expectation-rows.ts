import { COMPATIBLE_STARS, NO_PREFERENCE, type PartnerPreferences } from '@inai/shared';
import type { I18n } from '../../../lib/i18n';
import type { DetailRow } from './detail-list';

/**
 * The biodata's expectations: the member's partner preferences, only those they set (a sheet
 * of 'Not specified' would crowd the page). Empty when they set none.
 */
export function expectationRows(i18n: I18n, p: PartnerPreferences | null): DetailRow[] {
  if (!p) return [];
  const { t, label, rupees } = i18n;
  const option = (kind: Parameters<I18n['label']>[0], value: string | null) => (value ? label(kind, value) : null);
  // 'No' for a habit means the partner must not have it.
  const habit = (value: string | null) => (value === 'No' ? t('biodata.prefMustNot') : option('habit', value));
  const diet =
    p.diet === null ? null : p.diet === NO_PREFERENCE ? t('option.noPreference') : p.diet.map((d) => label('diet', d)).join(', ');
  // A list preference: its labels, or 'No Preference'.
  const list = (kind: 'caste' | 'star', values: PartnerPreferences['castes']) =>
    values === null
      ? null
      : values === NO_PREFERENCE
        ? t('option.noPreference')
        : values.map((v) => (v === COMPATIBLE_STARS ? t('partnerPreferences.compatibleStar') : label(kind, v))).join(', ');
  const age =
    p.age_min !== null && p.age_max !== null
      ? t('partnerPreferences.ageRange', { min: p.age_min, max: p.age_max })
      : option('preferenceAge', p.age);
  const rows: DetailRow[] = [
    [t('profileDetails.age'), age],
    [t('profileDetails.height'), option('preferenceHeight', p.height)],
    [t('profileDetails.weight'), option('preferenceWeight', p.weight)],
    [t('biodataSheet.maritalStatus'), option('maritalStatus', p.marital_status)],
    [t('profileDetails.religion'), option('religion', p.religion)],
    [t('profileDetails.caste'), list('caste', p.castes)],
    [t('partnerPreferences.stars'), list('star', p.stars)],
    [t('profileDetails.subCaste'), p.sub_caste === NO_PREFERENCE ? t('option.noPreference') : p.sub_caste],
    [t('profileDetails.dosam'), option('dosam', p.dosam)],
    [t('profileDetails.profession'), option('jobType', p.job_type)],
    [
      t('biodataSheet.income'),
      p.income_floor === null ? null : t('partnerPreferences.incomeAtLeast', { amount: rupees(p.income_floor * 100) }),
    ],
    [t('biodata.prefEducationLevel'), option('educationLevel', p.education_level)],
    [t('biodata.prefDiet'), diet],
    [t('biodata.prefSmoking'), habit(p.smoking)],
    [t('biodata.prefDrinking'), habit(p.drinking)],
    [t('biodata.physicalStatus'), option('physicalStatus', p.physical_status)],
    [t('biodata.familyValues'), option('familyValues', p.family_values)],
    [t('biodata.prefResidence'), option('residence', p.residence)],
  ];
  return rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
}
