import type { FamilyActivityAnswer } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager, invitationTokenFor, type CoManager } from '../../test/family.js';
import { bearer, codeIn, freshAddress, mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';

// The candidate takes over the holder's role (docs/decisions/0075-candidate-takes-over-the-profile.md),
// on both engines.
describe.each(ENGINES)('the candidate takes over the profile on %s', (engine) => {
  const t = suiteApp({ engine });

  const start = (token: string, payload: object = {}) => postAs(t.app, token, '/api/family/handover', payload);
  const confirm = (token: string, code: string) => postAs(t.app, token, '/api/family/handover/confirm', { code });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshAddress() });
  const me = (token: string) => postAs(t.app, token, '/api/getLoggedInUserProfile');
  const codeFor = async (email: string) => codeIn((await mailsTo(t.app, email))[0]);
  /** The candidate's own ask, its wait over (the clock moved on two days). */
  const waitOver = (profileId: number) =>
    t.app.ctx.db
      .updateTable('family_takeover_asks')
      .set({ ready_at: new Date(Date.now() - 1000).toISOString() })
      .where('profile_id', '=', profileId)
      .execute();
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** A profile held by a parent, with the candidate as a co-manager. */
  async function family(): Promise<{ holder: Registered; candidate: CoManager }> {
    const holder = await verifiedMember(t.app, { name: 'Divya Raman' });
    await t.app.ctx.db.updateTable('users').set({ profile_created_by: 'Parent' }).where('id', '=', holder.userId).execute();
    const candidate = await addCoManager(t.app, holder, { relation: 'Candidate', name: 'Divya' });
    return { holder, candidate };
  }

  it('the holder starts, the candidate confirms: the two swap, every old session ends', async () => {
    const { holder, candidate } = await family();
    const mother = await addCoManager(t.app, holder, { relation: 'Mother', name: 'Kamala Raman' });
    await t.app.ctx.db.updateTable('manager_logins').set({ locale: 'ta' }).where('id', '=', candidate.managerId).execute();

    const started = await start(holder.token, { manager_id: candidate.linkId, relation: 'Mother' });
    expect(started.statusCode, started.body).toBe(200);
    expect(Date.parse(started.json().expires_at)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const [codeMail] = await mailsTo(t.app, candidate.email);
    expect(codeMail!.subject).toContain('OTP'); // in the candidate's login's language, Tamil
    expect(codeMail!.text).toContain('அமைப்புகள்');
    // The holder started it: only the candidate is mailed.
    expect(await mailsTo(t.app, holder.details.email)).toHaveLength(1);

    const done = await confirm(candidate.token, codeIn(codeMail));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(holder.userId);
    const newToken = done.json().token as string;
    expect((await me(newToken)).json().acting).toMatchObject({ kind: 'holder' });

    // Every old session is refused: the holder's, the candidate's, the other co-manager's.
    for (const old of [holder.token, candidate.token, mother.token]) expect((await me(old)).statusCode).toBe(401);

    // The candidate signs in with their own address and password, as the holder.
    const asHolder = await login(candidate.email, candidate.password);
    expect(asHolder.statusCode, asHolder.body).toBe(200);
    expect((await me(asHolder.json().token)).json().acting.kind).toBe('holder');
    // The former holder signs in as before, now a co-manager with the default permissions.
    const asManager = await login(holder.details.email, holder.details.password);
    expect(asManager.statusCode, asManager.body).toBe(200);
    expect(asManager.json().user.id).toBe(holder.userId);
    expect((await me(asManager.json().token)).json().acting).toMatchObject({
      kind: 'manager',
      relation: 'Mother',
      permissions: { edit: true, interests: true, chat: false, plans: true },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/family', headers: bearer(newToken) })).json();
    expect(list.managers.map((m: { email: string }) => m.email).sort()).toEqual([holder.details.email, mother.email].sort());
    expect(await t.app.ctx.db.selectFrom('manager_logins').select('id').where('email', '=', candidate.email).execute()).toEqual(
      [],
    );

    const lines = (
      await t.app.inject({ method: 'GET', url: '/api/family/activity', headers: bearer(newToken), remoteAddress: freshAddress() })
    ).json() as FamilyActivityAnswer;
    expect(lines.data[0]).toMatchObject({
      action: 'holder_handed_over',
      actor: { kind: 'manager', name: 'Divya', relation: 'Candidate' },
      subject: { relation: 'Mother' },
    });
    await backgroundSettled();
    const [doneMail] = await mailsTo(t.app, holder.details.email);
    expect(doneMail!.text).toContain('Divya is now the holder of the profile');
  });

  it('the candidate asks: the holder is mailed at once, the code only two days later; the former holder becomes a Relative', async () => {
    const { holder, candidate } = await family();
    const [holderBefore, candidateBefore] = [
      (await mailsTo(t.app, holder.details.email)).length,
      (await mailsTo(t.app, candidate.email)).length,
    ];
    const asked = await start(candidate.token);
    expect(asked.statusCode, asked.body).toBe(200);
    const readyAt = Date.parse(asked.json().ready_at);
    expect(readyAt).toBeGreaterThan(Date.now() + 47.9 * 3600_000);
    expect(readyAt).toBeLessThan(Date.now() + 48.1 * 3600_000);
    expect(asked.json().message).toContain('(India time)');
    const holderMails = await mailsTo(t.app, holder.details.email);
    expect(holderMails).toHaveLength(holderBefore + 1);
    expect(holderMails[0]!.text).toContain('Divya asked to take over the profile');
    expect(holderMails[0]!.text).toContain('Settings → Family before then');
    // No code yet, however often the candidate asks, and the holder is not mailed again.
    expect(await mailsTo(t.app, candidate.email)).toHaveLength(candidateBefore);
    const early = await start(candidate.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'family_handover_waiting', params: { readyAt: expect.any(String) } });
    expect(early.json().message).toContain('You can take over this profile from');
    expect((await confirm(candidate.token, '123456')).json().code).toBe('family_handover_no_code');

    await waitOver(holder.userId);
    const started = await start(candidate.token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().expires_at).toEqual(expect.any(String));
    expect(await mailsTo(t.app, holder.details.email)).toHaveLength(holderBefore + 1);
    const done = await confirm(candidate.token, await codeFor(candidate.email));
    expect(done.statusCode, done.body).toBe(200);
    expect(
      await t.app.ctx.db.selectFrom('family_takeover_asks').select('id').where('profile_id', '=', holder.userId).execute(),
    ).toEqual([]);
    const asManager = await login(holder.details.email, holder.details.password);
    expect((await me(asManager.json().token)).json().acting).toMatchObject({ kind: 'manager', relation: 'Relative' });
  });

  it('refuses a wrong code with the tries left, and spends the code after five wrong tries', async () => {
    const { holder, candidate } = await family();
    await start(holder.token, { manager_id: candidate.linkId });
    const code = await codeFor(candidate.email);
    const first = await confirm(candidate.token, wrongCode(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'family_handover_code_wrong', params: { left: 4 } });
    for (let i = 0; i < 3; i++) expect((await confirm(candidate.token, wrongCode(code))).statusCode).toBe(400);
    const fifth = await confirm(candidate.token, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('family_handover_too_many_tries');
    expect((await confirm(candidate.token, code)).json().code).toBe('family_handover_too_many_tries');
    // A new start replaces the spent code.
    await start(holder.token, { manager_id: candidate.linkId });
    expect((await confirm(candidate.token, await codeFor(candidate.email))).statusCode).toBe(200);
  });

  it('refuses an expired code, and an old code once a new start replaced it', async () => {
    const { holder, candidate } = await family();
    await start(holder.token, { manager_id: candidate.linkId });
    const old = await codeFor(candidate.email);
    await start(holder.token, { manager_id: candidate.linkId });
    const fresh = await codeFor(candidate.email);
    if (old !== fresh) expect((await confirm(candidate.token, old)).json().code).toBe('family_handover_code_wrong');
    await t.app.ctx.db
      .updateTable('family_handovers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('profile_id', '=', holder.userId)
      .execute();
    const expired = await confirm(candidate.token, fresh);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('family_handover_expired');
  });

  it('hands over only to a co-manager whose relation is Candidate, and only that co-manager confirms', async () => {
    const { holder, candidate } = await family();
    const father = await addCoManager(t.app, holder, { relation: 'Father' });
    const toFather = await start(holder.token, { manager_id: father.linkId });
    expect(toFather.statusCode).toBe(409);
    expect(toFather.json().code).toBe('family_handover_not_candidate');
    expect((await start(holder.token)).json().code).toBe('family_handover_choose');
    expect((await start(holder.token, { manager_id: 999_999 })).statusCode).toBe(404);
    const byFather = await start(father.token);
    expect(byFather.statusCode).toBe(403);
    expect(byFather.json().code).toBe('family_handover_candidate_only');

    await start(holder.token, { manager_id: candidate.linkId });
    const code = await codeFor(candidate.email);
    expect((await confirm(father.token, code)).json().code).toBe('family_handover_candidate_only');
    expect((await confirm(holder.token, code)).json().code).toBe('family_handover_candidate_only');
    expect((await confirm(candidate.token, 'abc')).statusCode).toBe(400);
    // The holder removes a "candidate" who is not: their code dies with their link.
    expect((await postAs(t.app, holder.token, `/api/family/managers/${candidate.linkId}/remove`)).statusCode).toBe(200);
    expect(
      await t.app.ctx.db.selectFrom('family_handovers').select('id').where('profile_id', '=', holder.userId).execute(),
    ).toEqual([]);
    expect((await confirm(candidate.token, code)).statusCode).toBe(401);
  });

  it('ends the candidate’s waiting ask when the holder removes them, and lets the holder hand over at once meanwhile', async () => {
    const { holder, candidate } = await family();
    expect((await start(candidate.token)).statusCode).toBe(200);
    // The holder agrees: their own start mails the code now, whatever the wait.
    expect((await start(holder.token, { manager_id: candidate.linkId })).statusCode).toBe(200);
    expect((await mailsTo(t.app, candidate.email))[0]!.text).toMatch(/Take over your profile/);
    expect((await postAs(t.app, holder.token, `/api/family/managers/${candidate.linkId}/remove`)).statusCode).toBe(200);
    expect(
      await t.app.ctx.db.selectFrom('family_takeover_asks').select('id').where('profile_id', '=', holder.userId).execute(),
    ).toEqual([]);
    expect(
      await t.app.ctx.db.selectFrom('family_handovers').select('id').where('profile_id', '=', holder.userId).execute(),
    ).toEqual([]);
  });

  it('lets one of several confirms at once win', async () => {
    const { holder, candidate } = await family();
    await start(holder.token, { manager_id: candidate.linkId });
    const code = await codeFor(candidate.email);
    // Fewer than the tries allowed: a loser must never be told its tries are spent.
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(candidate.token, code)));
    // A loser finds the code claimed (409) or, if the winner already ended it, its session gone (401).
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    for (const lost of codes.slice(1)) expect([401, 409]).toContain(lost);
    expect((await login(candidate.email, candidate.password)).json().user.id).toBe(holder.userId);
    const links = await t.app.ctx.db.selectFrom('family_managers').select('id').where('profile_id', '=', holder.userId).execute();
    expect(links).toHaveLength(1);
  });

  it('refuses a candidate whose login manages another profile too, at start and at confirm', async () => {
    const { holder, candidate } = await family();
    await start(holder.token, { manager_id: candidate.linkId });
    const code = await codeFor(candidate.email);
    const sibling = await verifiedMember(t.app);
    await postAs(t.app, sibling.token, '/api/family/invite', { email: candidate.email, relation: 'Sister' });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/family/accept',
      payload: { token: await invitationTokenFor(t.app, candidate.email) },
      headers: bearer(candidate.token),
      remoteAddress: freshAddress(),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const refused = await confirm(candidate.token, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('family_handover_login_elsewhere');
    expect((await start(holder.token, { manager_id: candidate.linkId })).json().code).toBe('family_handover_login_elsewhere');
    // Nothing changed: the holder still holds.
    expect((await me(holder.token)).json().acting.kind).toBe('holder');
  });

  it('counts the code mails against the address’s ceiling', async () => {
    const { holder, candidate } = await family();
    const handOver = () => start(holder.token, { manager_id: candidate.linkId });
    for (let i = 0; i < 5; i++) expect((await handOver()).statusCode).toBe(200);
    const sixth = await handOver();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_handover_codes');
  });
});
