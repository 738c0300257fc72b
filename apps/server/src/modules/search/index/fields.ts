/**
 * The fields the index searches, the profile it takes, and where each field sits in a
 * partition's row (docs/decisions/0008-search-index.md).
 */
import type { Gender } from '@inai/shared';

export type { Gender };

/** Coded fields carried in the partitions' rows (see ROW_FIELDS). */
const IN_ROWS = [
  'religion',
  'caste',
  'state',
  'city',
  'marital_status',
  'mother_tongue',
  'star',
  // The most asked of the biodata's filters (docs/decisions/0043): one diet is a mask-and-compare.
  'diet',
  'dosam',
  'job_type',
] as const;

/**
 * Coded fields kept in their column only, out of the partitions' rows (they stay 12 bytes, three
 * words for the mask-and-compare): a filter on one reads the column by user id, a byte per member.
 */
const COLUMN_ONLY = [
  // 'yes' for a member whose government ID an operator approved (docs/decisions/0023).
  'id_verified',
  // Never filtered on: read for a card's porutham only.
  'raasi',
  // The Tamil biodata (docs/decisions/0041, 0043).
  'physical_status',
  'residence_country',
  // 'India' or 'Abroad', from the country (as id_verified comes from the approval): 'Abroad' in
  // search and a residence preference in Matches are one equality on it.
  'residence',
  'education_level',
  'smoking',
  'drinking',
  'family_values',
  // 'yes' or 'no': the birth chart's chevvai dosham, for "charts agree" (docs/decisions/0079);
  // unknown without a birth time, or when the member hides their horoscope.
  'chevvai',
] as const;

/** Fields searched by value: codes from a dictionary. */
export const CODED_FIELDS = [...IN_ROWS, ...COLUMN_ONLY] as const;
export type CodedField = (typeof CODED_FIELDS)[number];
/**
 * Fields searched by range: height (inches), weight (kg), date of birth (a day number: for match
 * scores), the salary read as rupees a month (an income floor: docs/decisions/0066) and the
 * chart's papa samyam total in hundredths (papaCode, docs/decisions/0079), these two kept in their
 * columns only.
 */
export const NUMERIC_FIELDS = ['height', 'weight', 'dob', 'income', 'papa'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type Field = CodedField | NumericField;
export const ALL_FIELDS: readonly Field[] = [...CODED_FIELDS, ...NUMERIC_FIELDS];

/** The fields with a partition per value: the selective equality filters. */
export const PARTITIONED: readonly CodedField[] = ['religion', 'caste', 'state', 'city', 'star'];

export interface IndexedProfile {
  userId: number;
  gender: Gender;
  /** YYYY-MM-DD. */
  dob: string;
  religion: string | null;
  caste: string | null;
  state: string | null;
  city: string | null;
  marital_status?: string | null;
  mother_tongue?: string | null;
  star?: string | null;
  raasi?: string | null;
  dosam?: string | null;
  job_type?: string | null;
  /** 'yes' when an operator approved the member's ID; null otherwise. */
  id_verified?: string | null;
  diet?: string | null;
  physical_status?: string | null;
  /** Never null for a loaded member: an unsaid country is India (docs/decisions/0041). */
  residence_country?: string | null;
  /** 'India' or 'Abroad' (derived from the country). */
  residence?: string | null;
  education_level?: string | null;
  smoking?: string | null;
  drinking?: string | null;
  family_values?: string | null;
  /** 'yes' or 'no' from the birth chart; null without one (or when the member hides their horoscope). */
  chevvai?: string | null;
  /** The birth chart's papa samyam total; null as chevvai. */
  papa?: number | null;
  /** Inches; null when unknown. */
  height?: number | null;
  /** Kilograms; null when unknown. */
  weight?: number | null;
  /** The salary as whole rupees a month; null when it cannot be read (docs/decisions/0066). */
  income?: number | null;
  /**
   * The India day (days since 1970-01-01) the member was last active. A member away
   * LAST_ACTIVE_RULES.dormantAfterDays is kept (has) but listed nowhere: out of every partition,
   * so no search walks or counts them (docs/decisions/0052). Absent or null: always listed.
   */
  lastActiveDay?: number | null;
}

/**
 * Each partition entry carries a copy of the member's values, one byte per field, so a walk
 * reads memory in order instead of jumping to each member's columns: every coded field but
 * those kept in their column only, then height and weight. A value too large for a byte (the 255th city
 * onwards) is stored as ESCAPE and read from the column.
 */
export const ROW_FIELDS: readonly (CodedField | 'height' | 'weight')[] = [...IN_ROWS, 'height', 'weight'];
export const STRIDE = 12; // ROW_FIELDS.length, a whole number of 32-bit words
export const ESCAPE = 255;

/** Where a field sits in a partition row; -1 for the date of birth, -2 for a field only in its column. */
export function slotOf(field: Field): number {
  if (field === 'dob') return -1;
  const slot = ROW_FIELDS.indexOf(field as CodedField | 'height' | 'weight');
  return slot < 0 ? -2 : slot;
}
