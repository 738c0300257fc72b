import { formatDateTime, NAME_CHANGES } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('names: the rule, and a misspelt name corrected on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const profileOf = async (member: Registered) =>
    (await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(member.token) })).json();
  const rename = (member: Registered, name: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/name',
      headers: bearer(member.token),
      payload: { name },
      remoteAddress: freshAddress(),
    });
  const auditOf = (userId: number) =>
    t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_user_id', 'reason', 'created_at'])
      .where('target_user_id', '=', userId)
      .where('action', '=', 'name_changed')
      .orderBy('id')
      .execute();

  it('registers a name of Tamil or English letters, tidied, and refuses one without letters', async () => {
    const member = await register(t.app, { name: '  ஆ.   செல்வி ' });
    expect((await profileOf(member)).name).toBe('ஆ. செல்வி');
    for (const name of ['🙂🙂🙂', '...', '!!']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name, email: `x.${Date.now()}@example.com`, phone: '9876500001', password: 'Jasmine-garland-42' },
        headers: { 'accept-language': 'ta' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.name).toBe(
        'பெயரைத் தமிழ் அல்லது ஆங்கில எழுத்துகளில் எழுதவும். எழுத்துகளுக்கு இடையே இடைவெளி, புள்ளி (முன்னெழுத்துகளில் உள்ளதுபோல்), இணைப்புக்கோடு, மேற்கோள் குறி வரலாம்.',
      );
    }
  });

  it('corrects the name, records each change in the audit log, and stops at the month’s limit saying when', async () => {
    const member = await verifiedMember(t.app, { name: 'Kavya Ramn' });
    const first = await rename(member, ' Kavya  Raman ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Your name is changed.', user: { name: 'Kavya Raman' } });
    expect(await auditOf(member.userId)).toMatchObject([
      { action: 'name_changed', actor_id: member.userId, target_user_id: member.userId, reason: 'Kavya Ramn → Kavya Raman' },
    ]);

    const same = await rename(member, 'Kavya Raman');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'name_unchanged', message: 'This is already your name.' });
    const emoji = await rename(member, '🙂');
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().errors.name).toBe(
      'Please write the name in Tamil or English letters. Spaces, dots (as in initials), hyphens and apostrophes may go between them.',
    );

    expect((await rename(member, 'Kavya Ramanathan')).statusCode).toBe(200);
    const audit = await auditOf(member.userId);
    expect(audit).toHaveLength(NAME_CHANGES.max);
    const againAt = new Date(new Date(audit[0]!.created_at).getTime() + NAME_CHANGES.days * DAY_MS);
    const refused = await rename(member, 'Kavya R.');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'name_change_limit' });
    const message: string = refused.json().message;
    expect(message).toMatch(
      /^You have changed your name 2 times in the last 30 days\. You can change it again after .+ \(India time\)\.$/,
    );
    // The minute the oldest change leaves the 30 days (rounded up to the minute at most).
    expect(message).toContain(formatDateTime(againAt, 'en').split(',')[0]!);
    // Answered in the member's own language.
    await t.app.ctx.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', member.userId).execute();
    const tamil = await rename(member, 'Kavya R.');
    expect(tamil.json().message).toMatch(
      /^கடந்த 30 நாள்களில் உங்கள் பெயரை 2 முறை மாற்றியுள்ளீர்கள்\. இந்திய நேரப்படி .+-க்குப் பிறகு மீண்டும் மாற்றலாம்\.$/,
    );
    expect((await profileOf(member)).name).toBe('Kavya Ramanathan');

    // Once the oldest change is over 30 days old, one more is allowed.
    await t.app.ctx.db
      .updateTable('audit_log')
      .set({ created_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .where('target_user_id', '=', member.userId)
      .where('reason', '=', 'Kavya Ramn → Kavya Raman')
      .execute();
    await t.app.ctx.db.updateTable('users').set({ locale: 'en' }).where('id', '=', member.userId).execute();
    expect((await rename(member, 'Kavya R.')).statusCode).toBe(200);
  });

  it('needs a verified member', async () => {
    const member = await register(t.app);
    expect((await rename(member, 'Kavya Raman')).statusCode).toBe(403);
  });
});
