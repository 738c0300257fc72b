import { addDays, latestBirthDate } from '@inai/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deliverDueOutbound } from '../lib/outbound/outbound-delivery.js';
import { mailsTo, memberWithProfile, postAs, type Registered } from './members.js';

// The people of today's matches tests, with a fixed clock: women to be picked and men seeking
// them, active the day before the test's day. A test's own religion keeps its members apart.

/** Makers of those members on the app `appOf` gives, and a reader of the picks mails one of them was sent. */
export function picksPeople(appOf: () => FastifyInstance) {
  const save = async (member: Registered, url: string, payload: object) => {
    const r = await postAs(appOf(), member.token, url, payload);
    expect(r.statusCode, r.body).toBe(200);
  };
  /** Active by the fixed clock, not the real one (a member absent 180 days is neither picked nor mailed). */
  const activeTheDayBefore = async (member: Registered, day: string) => {
    const when = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString();
    await appOf().ctx.db.updateTable('users').set({ last_active_at: when }).where('id', '=', member.userId).execute();
    return member;
  };
  const woman = async (name: string, day: string, religion: string, star?: string) => {
    const member = await memberWithProfile(appOf(), {
      name,
      gender: 'Female',
      dob: addDays(latestBirthDate(day, 28), -30),
      religion,
      caste: 'Other',
      city: 'Salem',
    });
    if (star) await save(member, '/api/updateProfile', { religion, caste: 'Other', star });
    return activeTheDayBefore(member, day);
  };
  const seeker = async (name: string, day: string, religion: string, locale?: string) => {
    const member = await memberWithProfile(appOf(), { name, gender: 'Male', dob: '1994-03-03', religion, caste: 'Other' });
    await save(member, '/api/updatePartnerPreferences', { gender: 'Female', age: '25 to 30', religion, caste: 'no_preference' });
    if (locale) await save(member, '/api/updateUser', { locale });
    return activeTheDayBefore(member, day);
  };
  // The job queues each mail with its member's claim (docs/decisions/0082); delivered here, as a worker's loop would.
  const picksMails = async (member: Registered) => {
    await deliverDueOutbound(appOf().ctx, { mail: appOf().ctx.outbox! }, appOf().log);
    return (await mailsTo(appOf(), member.details.email)).filter(
      (m) => m.subject.includes('matches') || m.subject.includes('வரன்'),
    );
  };
  return { save, woman, seeker, picksMails };
}
