import type { APIRequestContext } from '@playwright/test';
import type { JathagamAnswer } from '@inai/shared';
import { brideWithBiodata } from './biodata-print-helpers';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

/**
 * The birth chart on another member's profile and biodata (docs/decisions/0047). The members of
 * these specs live in Jharkhand (the phone's in Chhattisgarh), states no other spec uses, so no
 * other spec's search or matches ever meet them.
 */
export const CHART_STATE = 'Jharkhand';
export const CHART_PHONE_STATE = 'Chhattisgarh';

/** Chennai in the bundled places: both members were born there. */
const CHENNAI = 'csc-131517';

/** The bride's birth: her chart's chevvai dosham is cancelled (Jupiter aspects Mars). */
export const BRIDE_BIRTH = { date: '1998-02-11', time: '06:30' };
/** The groom's birth: his chart has chevvai dosham. */
export const GROOM_BIRTH = { date: '1993-06-06', time: '08:00' };

/** What the chart calculator answers for a birth at Chennai: what the profile's chart is drawn from. */
export async function chartOf(request: APIRequestContext, birth: { date: string; time: string }): Promise<JathagamAnswer> {
  const response = await request.post('/api/jathagam', { data: { ...birth, place: { id: CHENNAI } } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JathagamAnswer;
}

/** A bride with a full biodata (photo, family, lifestyle, expectations) and her birth time and place. */
export async function brideWithChart(request: APIRequestContext, name: string, city: string, state: string) {
  const member = await brideWithBiodata(request, name, city, { searchable: false, state });
  // The star and raasi are worked out from the birth details; blank ones are filled.
  await memberCall(request, member.token, 'updateProfile', {
    user_id: member.id,
    religion: 'Hindu',
    caste: 'Pillai',
    star: '',
    raasi: '',
    birth_time: BRIDE_BIRTH.time,
    birth_place_id: CHENNAI,
  });
  return member;
}

/** A groom with his own birth details (so his side of chevvai dosham comes from his chart), on a plan. */
export async function groomWithChart(
  request: APIRequestContext,
  name: string,
  plan: Parameters<typeof grantPlan>[1],
  { state, city, locale = 'en' }: { state: string; city: string; locale?: 'en' | 'ta' },
) {
  const member = await createMember(request, { name });
  const save = (fields: object) => memberCall(request, member.token, 'updateProfile', { user_id: member.id, ...fields });
  await save({ ...BASIC, gender: 'Male', dob: GROOM_BIRTH.date, state, city });
  await save({ religion: 'Hindu', caste: 'Pillai', birth_time: GROOM_BIRTH.time, birth_place_id: CHENNAI });
  if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  grantPlan(member.id, plan);
  return member;
}
