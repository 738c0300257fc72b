/**
 * Heights and weights as comparable numbers. Profiles store option values ('5.4' is 5 ft 4 in,
 * '45-50' kg) and preferences store bands (`5'0"-5'5"`, '40-50'); search compares them in inches
 * and kilograms. The stored values never change.
 */

/** A profile height option in inches: '5.4' → 64, '6' → 72; '5 & below' → 60, '7 & above' → 84. Null when unknown. */
export function profileHeightInches(value: string | null | undefined): number | null {
  if (!value) return null;
  if (value === '5 & below') return 60;
  if (value === '7 & above') return 84;
  const m = /^(\d)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  const inches = m[2] === undefined ? 0 : Number(m[2]);
  return inches < 12 ? Number(m[1]) * 12 + inches : null;
}

/** A lowest and a highest profile height (either may be blank) that are upside down. */
export function heightRangeReversed(from: string | null | undefined, to: string | null | undefined): boolean {
  const low = profileHeightInches(from);
  const high = profileHeightInches(to);
  return low !== null && high !== null && high < low;
}

/** A preference height band in inches, both ends included: `5'0"-5'5"` → 60..65. Null for 'no_preference' or unknown. */
export function preferenceHeightRange(value: string | null | undefined): { min: number; max: number } | null {
  const m = value ? /^(\d)'(\d{1,2})"-(\d)'(\d{1,2})"$/.exec(value) : null;
  if (!m) return null;
  return { min: Number(m[1]) * 12 + Number(m[2]), max: Number(m[3]) * 12 + Number(m[4]) };
}

/** A profile weight option as one number of kilograms (the band's middle): '45-50' → 47; 'Below 40' → 38, 'Above 100' → 102. */
export function profileWeightKg(value: string | null | undefined): number | null {
  if (!value) return null;
  if (value === 'Below 40') return 38;
  if (value === 'Above 100') return 102;
  const m = /^(\d+)-(\d+)$/.exec(value);
  return m ? Math.floor((Number(m[1]) + Number(m[2])) / 2) : null;
}

/** A preference weight band, both ends included: '40-50' → 40..50, '100+' → 100..250. Null for 'no_preference'. */
export function preferenceWeightRange(value: string | null | undefined): { min: number; max: number } | null {
  if (!value) return null;
  if (value === '100+') return { min: 100, max: 250 };
  const m = /^(\d+)-(\d+)$/.exec(value);
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}
