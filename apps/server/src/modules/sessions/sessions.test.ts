import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import { ChatClient } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, memberWithProfile, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CLOSE_SESSION_ENDED } from '../chat/chat.socket.js';
import { openSession } from './sessions.service.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -40);

// The one session look-up (sessionOf) refuses a session whose member's standing has ended, even
// when no write revoked that session: every hook and the chat socket's hello go through it.
describe.each(ENGINES)('a session whose member is suspended, on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let operator: Registered;
  const sockets: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await backgroundSettled();
    await t.close();
  });

  /** What a member's token opens: their own profile (requireMember), Matches and search (the searcher look-up). */
  const answers = async (token: string) => ({
    own: (await postAs(t.app, token, '/api/getLoggedInUserProfile')).statusCode,
    matches: (await postAs(t.app, token, '/api/loggedInSearch', {})).statusCode,
    search: (
      await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { gender: 'Female', age: '18 to 30', religion: 'Any', city: 'Madurai' },
        headers: bearer(token),
        remoteAddress: freshAddress(),
      })
    ).statusCode,
  });
  const helloCloses = async (token: string) => {
    const client = await ChatClient.connect(base);
    sockets.push(client);
    client.send({ type: 'hello', token });
    await expect.poll(() => client.closeCode, { timeout: 5000, interval: 10 }).toBeDefined();
    return { code: client.closeCode, frames: client.frames };
  };

  it('refuses the session a sign-in stored just after the suspension revoked the others, on every channel', async () => {
    const member = await memberWithProfile(t.app, { name: 'Racing Ravi', gender: 'Male', dob });
    expect(await answers(member.token)).toEqual({ own: 200, matches: 200, search: 200 });

    const suspended = await postAs(t.app, operator.token, `/api/admin/members/${member.userId}/suspend`, {
      reason: 'Asked for money',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await answers(member.token)).toEqual({ own: 401, matches: 401, search: 401 });
    // A sign-in that checked the member just before the suspension stores its session just after
    // it: the suspension's revocation never saw this one.
    const racing = await openSession(t.app.ctx, member.userId, false);
    const revoked = await t.app.ctx.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', member.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).toBeNull();

    expect(await answers(racing)).toEqual({ own: 401, matches: 401, search: 401 });
    const own = await postAs(t.app, racing, '/api/getLoggedInUserProfile');
    expect(own.json()).toEqual({ success: false, code: 'auth_required', message: 'Authentication token is required' });
    expect(await helloCloses(racing)).toEqual({
      code: CLOSE_SESSION_ENDED,
      frames: [{ type: 'error', code: 'auth_required', message: 'Authentication token is required' }],
    });
  });

  it('refuses a session whose member was suspended or erased behind the app’s back, and no searcher kept before outlives its keep time', async () => {
    const suspended = await memberWithProfile(t.app, { name: 'Quiet Kumar', gender: 'Male', dob });
    const erased = await verifiedMember(t.app, { name: 'Gone Ganesh' });
    expect(await answers(suspended.token)).toEqual({ own: 200, matches: 200, search: 200 });
    const now = new Date().toISOString();
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended.userId).execute();
    await t.app.ctx.db.updateTable('users').set({ erased_at: now }).where('id', '=', erased.userId).execute();
    // The search routes may answer from a searcher kept 2 s at most (decision 0018); nothing else may.
    expect((await postAs(t.app, suspended.token, '/api/getLoggedInUserProfile')).statusCode).toBe(401);
    await expect
      .poll(() => answers(suspended.token), { timeout: 3000, interval: 100 })
      .toEqual({ own: 401, matches: 401, search: 401 });
    expect((await postAs(t.app, erased.token, '/api/getLoggedInUserProfile')).statusCode).toBe(401);
  });

  it('still admits a member who asked to leave, so they can keep their account', async () => {
    const leaving = await memberWithProfile(t.app, { name: 'Leaving Latha', gender: 'Female', dob });
    const asked = await postAs(t.app, leaving.token, '/api/account/delete', { password: leaving.details.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await postAs(t.app, leaving.token, '/api/getLoggedInUserProfile')).statusCode).toBe(200);
    expect((await postAs(t.app, leaving.token, '/api/account/keep')).statusCode).toBe(200);
  });
});
