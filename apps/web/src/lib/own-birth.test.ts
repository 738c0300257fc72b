import { describe, expect, it } from 'vitest';
import type { Place, PublicUser } from '@inai/shared';
import { testMember } from '../test/member';
import { ownBirthOf, ownChartInput } from './own-birth';

const POSITION = { latitude: 13.0878, longitude: 80.2785, timezone: 'Asia/Kolkata' };
const CHENNAI: Place = { id: 'csc-131517', name: 'Chennai', name_ta: null, state: 'Tamil Nadu', country: 'India', ...POSITION };
const saved = (time: string | null, listed = true): PublicUser['birth_details'] => ({
  time,
  place: listed ? CHENNAI : null,
  ...POSITION,
  star_from: time ? 'birth_time' : 'birth_date',
  day: [],
  chevvai_dosham: null,
});

describe('the member’s own birth', () => {
  it('reads the date of birth and the saved birth, and draws the chart from the saved position', () => {
    const user = testMember({ user_details: { dob: '1990-05-15' }, birth_details: saved('06:30') });
    const birth = ownBirthOf(user);
    expect(birth).toEqual({ date: '1990-05-15', time: '06:30', place: CHENNAI, coordinates: POSITION });
    expect(ownChartInput(birth)).toEqual({ date: '1990-05-15', time: '06:30', place: POSITION });
  });

  it('has no chart without a time, and no birth without a place or a date of birth', () => {
    const dateOnly = ownBirthOf(testMember({ user_details: { dob: '1990-05-15' }, birth_details: saved(null, false) }));
    expect(dateOnly).toEqual({ date: '1990-05-15', time: null, place: null, coordinates: POSITION });
    expect(ownChartInput(dateOnly)).toBeNull();
    expect(ownBirthOf(testMember({ user_details: { dob: '1990-05-15' } }))).toBeNull();
    expect(ownBirthOf(testMember({ user_details: null, birth_details: saved('06:30') }))).toBeNull();
    expect(ownBirthOf(undefined)).toBeNull();
  });
});
