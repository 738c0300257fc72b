import type { APIRequestContext } from '@playwright/test';
import type { SearchAge } from '@inai/shared';
import { createMember, expect, readOutbox, type OutboxMail } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { waitUntilSearchable } from './search-helpers';

// Today's matches (docs/decisions/0053). Matches ignore places, so each spec keeps its picks to
// itself by a religion no other spec gives a bride of these ages (Jewish, 40 and over) and an age
// band of its own; its brides live in a city of Telangana, a state no other spec uses.
export const PICKS_STATE = 'Telangana';

/**
 * Jewish brides born in `birthYear`, in `city`, searchable once this returns: a groom's picks of
 * the day are chosen at his first look and kept all day, so they must be found before it.
 */
export async function seedPickedBrides(
  request: APIRequestContext,
  city: string,
  names: string[],
  birthYear: number,
  searchAge: SearchAge,
) {
  for (const name of names) {
    const bride = await createMember(request, { name });
    await memberCall(request, bride.token, 'updateProfile', {
      ...BASIC,
      gender: 'Female',
      dob: `${birthYear}-02-10`,
      state: PICKS_STATE,
      city,
    });
    await memberCall(request, bride.token, 'updateProfile', { religion: 'Jewish', caste: 'Other', star: 'Aswini' });
  }
  await waitUntilSearchable(request, city, names.length, PICKS_STATE, searchAge);
}

/** A groom looking for a Jewish bride in `age` (a partner preference band), in `locale`. */
export async function seedPicksGroom(request: APIRequestContext, age: string, locale: 'en' | 'ta' = 'en') {
  const groom = await createMember(request, { name: 'Ezra Natarajan' });
  await memberCall(request, groom.token, 'updateProfile', {
    ...BASIC,
    gender: 'Male',
    dob: '1980-01-01',
    state: PICKS_STATE,
    city: 'Bodhan',
  });
  await memberCall(request, groom.token, 'updatePartnerPreferences', {
    gender: 'Female',
    age,
    religion: 'Jewish',
    caste: 'no_preference',
  });
  if (locale === 'ta') await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
  return groom;
}

/**
 * The 7:00 mail of one member now (the loopback-only development trigger: the job itself runs
 * at 7:00 India time for everyone), and that mail from the outbox.
 */
export async function mailPicksNow(request: APIRequestContext, member: { id: number; email: string }): Promise<OutboxMail> {
  const response = await request.post('/dev/daily-picks/mail', {
    data: { user_id: member.id },
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toEqual({ sent: true });
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await readOutbox(request, member.email)).find((m) => m.text.includes('/mail-stop?t='));
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}

/** The one-click stop page link in a picks mail. */
export const stopLinkIn = (mail: OutboxMail) => /https?:\/\/[^\s]+\/mail-stop\?t=[^\s]+/.exec(mail.text)![0];
