import { ANY, cityLabel, type SavedSearch } from '@inai/shared';
import type { I18n } from '../i18n';

/**
 * A saved search's filters in one short line, in the screen's language: who, what age, what
 * religion, caste and place when chosen, then how many further filters it holds
 * ('Women · 18 to 30 · Hindu · Madurai, Tamil Nadu · 2 more filters').
 */
export function savedSearchSummary(criteria: SavedSearch['criteria'], { t, label }: Pick<I18n, 't' | 'label'>): string {
  const parts = [label('genderFilter', criteria.gender), label('searchAge', criteria.age)];
  if (criteria.religion !== ANY) parts.push(label('religion', criteria.religion));
  if (criteria.caste) parts.push(label('caste', criteria.caste));
  const state = criteria.state ? label('indianState', criteria.state) : '';
  const city = criteria.city ? cityLabel(t, criteria.state, criteria.city) : '';
  if (city && state) parts.push(t('savedSearches.summaryPlace', { city, state }));
  else if (city || state) parts.push(city || state);
  const more = [
    criteria.marital_status,
    criteria.mother_tongue,
    criteria.height_from || criteria.height_to,
    criteria.star?.length,
    criteria.id_verified,
    criteria.diet?.length,
    criteria.physical_status,
    criteria.residence_country,
    criteria.education_level,
  ].filter(Boolean).length;
  if (more > 0) parts.push(t.plural('savedSearches.moreFilters', more));
  return parts.join(' · ');
}
