import { countryLabel, livesAbroad, type UserDetails } from '@inai/shared';
import type { I18n } from '../../../lib/i18n';
import type { DetailRow } from './detail-list';

type Details = Partial<UserDetails>;

/** Stored option values in the reader's language; free text as the member wrote it. */
const optionOf = (i18n: I18n) => (kind: Parameters<I18n['label']>[0], value: string | null | undefined) =>
  value ? i18n.label(kind, value) : value;

/** '2 (1 married)'; the count alone when none or when the married count is not said. */
export function siblingsSummary(i18n: I18n, count: number | null | undefined, married: number | null | undefined) {
  if (count === null || count === undefined) return null;
  if (count === 0 || married === null || married === undefined) return String(count);
  return i18n.t('biodata.siblingsSummary', { count, married });
}

/** The Family section (docs/design.md, "The Tamil biodata"): parents' work, brothers and sisters, the family and its roots. */
export function familyRows(i18n: I18n, d: Details): DetailRow[] {
  const { t } = i18n;
  const option = optionOf(i18n);
  return [
    [t('biodata.fathersOccupation'), d.fathers_occupation],
    [t('biodata.mothersOccupation'), d.mothers_occupation],
    [t('biodata.brothers'), siblingsSummary(i18n, d.brothers, d.brothers_married)],
    [t('biodata.sisters'), siblingsSummary(i18n, d.sisters, d.sisters_married)],
    [t('biodata.familyType'), option('familyType', d.family_type)],
    [t('biodata.familyStatus'), option('familyStatus', d.family_status)],
    [t('biodata.familyValues'), option('familyValues', d.family_values)],
    [t('biodata.nativePlace'), d.native_place],
    [t('biodata.familyDeity'), d.family_deity],
    [t('biodata.kulam'), d.kulam],
  ];
}

/**
 * The Lifestyle & residence section. The note on a physical challenge and the residency status
 * appear only where they apply (a note only with 'Physically challenged', a status only abroad).
 * The printable biodata shows the education level under Education & work instead.
 */
export function lifestyleRows(i18n: I18n, d: Details, { withEducation = true } = {}): DetailRow[] {
  const { t, locale } = i18n;
  const option = optionOf(i18n);
  return [
    [t('biodata.diet'), option('diet', d.diet)],
    [t('biodata.smoking'), option('habit', d.smoking)],
    [t('biodata.drinking'), option('habit', d.drinking)],
    [t('biodata.physicalStatus'), option('physicalStatus', d.physical_status)],
    ...(d.physical_status_note ? [[t('biodata.physicalStatusNote'), d.physical_status_note] satisfies DetailRow] : []),
    ...(withEducation ? [[t('biodata.educationLevel'), option('educationLevel', d.education_level)] satisfies DetailRow] : []),
    [t('biodata.residenceCountry'), d.residence_country ? countryLabel(locale, d.residence_country) : null],
    ...(livesAbroad(d.residence_country)
      ? [[t('biodata.residencyStatus'), option('residencyStatus', d.residency_status)] satisfies DetailRow]
      : []),
  ];
}
