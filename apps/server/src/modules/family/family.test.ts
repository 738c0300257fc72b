import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { addCoManager, freshEmail, invitationTokenFor } from '../../test/family.js';
import { bearer, freshAddress, mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';

// A family manages a profile together (docs/decisions/0073-family-co-managers.md): invitations,
// acceptance, the ceilings, sign-in and switching, on both engines.
describe.each(ENGINES)('family co-managers on %s', (engine) => {
  const t = suiteApp({ engine });

  const invite = (holder: Registered, email: string, relation = 'Father', permissions?: object) =>
    postAs(t.app, holder.token, '/api/family/invite', { email, relation, ...(permissions ? { permissions } : {}) });
  const accept = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/family/accept', payload, headers, remoteAddress: freshAddress() });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshAddress() });
  const me = (token: string) => postAs(t.app, token, '/api/getLoggedInUserProfile');
  const family = (holder: Registered) => t.app.inject({ method: 'GET', url: '/api/family', headers: bearer(holder.token) });

  it('mails an invitation in the holder’s language, naming the profile and the relation, and accepting it opens a co-manager’s session', async () => {
    const holder = await verifiedMember(t.app, { name: 'Meena Sundaram', locale: 'ta' });
    const email = freshEmail();
    const invited = await invite(holder, email, 'Mother');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().invitation).toMatchObject({
      email,
      relation: 'Mother',
      permissions: { edit: true, interests: true, chat: false, plans: true },
    });
    const [mail] = await mailsTo(t.app, email);
    expect(mail!.text).toContain('Meena Sundaram');
    expect(mail!.text).toContain('தாய்');
    expect(mail!.text).toContain(`${t.config.publicUrl}/family/accept?t=`);
    expect(mail!.text).not.toContain(holder.details.email);
    expect((await family(holder)).json()).toMatchObject({ managers: [], invitations: [{ email, relation: 'Mother' }] });

    const accepted = await accept({
      token: await invitationTokenFor(t.app, email),
      name: 'Lakshmi Sundaram',
      password: 'Kolam-at-dawn-77',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.id).toBe(holder.userId);
    const acting = (await me(accepted.json().token)).json().acting;
    expect(acting).toEqual({
      kind: 'manager',
      relation: 'Mother',
      name: 'Lakshmi Sundaram',
      permissions: { edit: true, interests: true, chat: false, plans: true },
      mail: true,
      profiles: [{ id: holder.userId, name: 'Meena Sundaram' }],
    });
    expect((await me(holder.token)).json().acting).toEqual({ kind: 'holder', relation: null, name: 'Meena Sundaram' });
    const listed = (await family(holder)).json();
    expect(listed.invitations).toEqual([]);
    expect(listed.managers).toMatchObject([{ name: 'Lakshmi Sundaram', email, relation: 'Mother' }]);
  });

  it('refuses an address that holds a member account with 409, without saying whose', async () => {
    const holder = await verifiedMember(t.app);
    const other = await verifiedMember(t.app, { name: 'Someone Else' });
    const refused = await invite(holder, other.details.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('family_address_taken');
    expect(refused.body).not.toContain('Someone Else');
    expect(await mailsTo(t.app, other.details.email)).toHaveLength(1); // only the sign-up code
  });

  it('keeps to two open invitations and two co-managers, at invitation and at acceptance', async () => {
    const holder = await verifiedMember(t.app);
    const [a, b, c, d] = [freshEmail('a'), freshEmail('b'), freshEmail('c'), freshEmail('d')];
    expect((await invite(holder, a)).statusCode).toBe(201);
    expect((await invite(holder, b)).statusCode).toBe(201);
    const third = await invite(holder, c);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('family_invitations_full');
    expect((await invite(holder, a)).json().code).toBe('family_already_invited');
    const details = { name: 'Family', password: 'Kolam-at-dawn-77' };
    expect((await accept({ token: await invitationTokenFor(t.app, a), ...details })).statusCode).toBe(200);
    expect((await invite(holder, a)).json().code).toBe('family_already_manager');
    expect((await invite(holder, c)).statusCode).toBe(201);
    expect((await accept({ token: await invitationTokenFor(t.app, b), ...details })).statusCode).toBe(200);
    const full = await invite(holder, d);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'family_full', params: { max: 2 } });
    // c was invited while there was room; its acceptance finds none.
    const late = await accept({ token: await invitationTokenFor(t.app, c), ...details });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('family_full');
    expect(await t.app.ctx.db.selectFrom('manager_logins').select('id').where('email', '=', c).execute()).toEqual([]);
  });

  it('refuses an expired, used, cancelled or replaced link, and a token that names nothing', async () => {
    const holder = await verifiedMember(t.app);
    const details = { name: 'Family', password: 'Kolam-at-dawn-77' };
    const expiring = freshEmail();
    const id = (await invite(holder, expiring)).json().invitation.id as number;
    await t.app.ctx.db
      .updateTable('family_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const expired = await accept({ token: await invitationTokenFor(t.app, expiring), ...details });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('family_invitation_expired');
    // An expired invitation is no longer open: the holder may invite again.
    expect((await family(holder)).json().invitations).toEqual([]);

    const twice = freshEmail();
    await invite(holder, twice);
    const token = await invitationTokenFor(t.app, twice);
    expect((await accept({ token, ...details })).statusCode).toBe(200);
    const again = await accept({ token, ...details });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('family_invitation_used');

    const cancelled = freshEmail();
    const cancelId = (await invite(holder, cancelled)).json().invitation.id as number;
    expect((await postAs(t.app, holder.token, `/api/family/invitations/${cancelId}/cancel`)).statusCode).toBe(200);
    expect((await accept({ token: await invitationTokenFor(t.app, cancelled), ...details })).json().code).toBe(
      'family_invitation_used',
    );
    expect((await postAs(t.app, holder.token, `/api/family/invitations/${cancelId}/cancel`)).statusCode).toBe(409);

    expect((await accept({ token: 'no-such-invitation', ...details })).json().code).toBe('family_invitation_invalid');
  });

  it('resends with a new link valid 7 days; the old link stops working', async () => {
    const holder = await verifiedMember(t.app);
    const email = freshEmail();
    const id = (await invite(holder, email)).json().invitation.id as number;
    const oldToken = await invitationTokenFor(t.app, email);
    const resent = await postAs(t.app, holder.token, `/api/family/invitations/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(Date.parse(resent.json().invitation.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(await mailsTo(t.app, email)).toHaveLength(2);
    const newToken = await invitationTokenFor(t.app, email);
    expect(newToken).not.toBe(oldToken);
    const details = { name: 'Family', password: 'Kolam-at-dawn-77' };
    expect((await accept({ token: oldToken, ...details })).json().code).toBe('family_invitation_invalid');
    expect((await accept({ token: newToken, ...details })).statusCode).toBe(200);
  });

  it('mails one address at most ten invitations a day, whoever sends them', async () => {
    const holder = await verifiedMember(t.app);
    const email = freshEmail();
    const id = (await invite(holder, email)).json().invitation.id as number;
    for (let i = 0; i < 9; i++) {
      const resent = await postAs(t.app, holder.token, `/api/family/invitations/${id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
    }
    const refused = await postAs(t.app, holder.token, `/api/family/invitations/${id}/resend`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_family_invitations');
    expect(await mailsTo(t.app, email)).toHaveLength(10);
    // The link last mailed still works.
    const accepted = await accept({
      token: await invitationTokenFor(t.app, email),
      name: 'Family',
      password: 'Kolam-at-dawn-77',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('lets only one of two acceptances of one link win', async () => {
    const holder = await verifiedMember(t.app);
    const email = freshEmail();
    await invite(holder, email);
    const token = await invitationTokenFor(t.app, email);
    const answers = await Promise.all([
      accept({ token, name: 'One', password: 'Kolam-at-dawn-77' }),
      accept({ token, name: 'Two', password: 'Kolam-at-dawn-77' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const links = await t.app.ctx.db.selectFrom('family_managers').select('id').where('profile_id', '=', holder.userId).execute();
    expect(links).toHaveLength(1);
  });

  it('signs a co-manager in by their own e-mail onto the profile they used last, and switches between two profiles', async () => {
    const first = await verifiedMember(t.app, { name: 'Arun Kumar' });
    const second = await verifiedMember(t.app, { name: 'Anitha Kumar' });
    const mother = await addCoManager(t.app, first, { name: 'Valli Kumar' });
    // Signed in, the same login accepts the sibling's invitation with the token alone.
    await invite(second, mother.email, 'Mother');
    const withoutSession = await accept({ token: await invitationTokenFor(t.app, mother.email) });
    expect(withoutSession.json().code).toBe('family_login_exists');
    const added = await accept({ token: await invitationTokenFor(t.app, mother.email) }, bearer(mother.token));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().user.id).toBe(second.userId);
    expect((await me(added.json().token)).json().acting.profiles).toEqual([
      { id: first.userId, name: 'Arun Kumar' },
      { id: second.userId, name: 'Anitha Kumar' },
    ]);

    const signedIn = await login(mother.email, mother.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.id).toBe(second.userId);
    expect((await login(mother.email, 'not-her-password')).statusCode).toBe(401);

    const switched = await postAs(t.app, signedIn.json().token, '/api/family/switch', { profile_id: first.userId });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().user.id).toBe(first.userId);
    // A new session on the new profile; the old one ended.
    expect((await me(switched.json().token)).json().id).toBe(first.userId);
    expect((await me(signedIn.json().token)).statusCode).toBe(401);
    expect((await login(mother.email, mother.password)).json().user.id).toBe(first.userId);

    const stranger = await verifiedMember(t.app);
    const notManaged = await postAs(t.app, switched.json().token, '/api/family/switch', { profile_id: stranger.userId });
    expect(notManaged.json().code).toBe('family_not_managed');
    const holderSwitch = await postAs(t.app, first.token, '/api/family/switch', { profile_id: second.userId });
    expect(holderSwitch.json().code).toBe('family_managers_only');
  });

  it('accepts with an existing login only for the address it was sent to, and up to five profiles a login', async () => {
    const holders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => verifiedMember(t.app)));
    const aunt = await addCoManager(t.app, holders[0]!, { relation: 'Aunt' });
    for (const holder of holders.slice(1, 5)) {
      await invite(holder, aunt.email, 'Aunt');
      const r = await accept({ token: await invitationTokenFor(t.app, aunt.email) }, bearer(aunt.token));
      expect(r.statusCode, r.body).toBe(200);
    }
    await invite(holders[5]!, aunt.email, 'Aunt');
    const sixth = await accept({ token: await invitationTokenFor(t.app, aunt.email) }, bearer(aunt.token));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'family_login_full', params: { max: 5 } });

    const other = await addCoManager(t.app, holders[5]!, { relation: 'Uncle' });
    const forAunt = freshEmail();
    await invite(holders[5]!, forAunt, 'Relative');
    const wrong = await accept({ token: await invitationTokenFor(t.app, forAunt) }, bearer(other.token));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('family_other_address');
  });

  it('never makes a manager login a member: no account, not searched, not counted, and its address not registrable', async () => {
    const holder = await verifiedMember(t.app);
    const users = async () => (await t.app.ctx.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    const father = await addCoManager(t.app, holder, { relation: 'Father', name: 'Sundaram Father' });
    expect(await users()).toBe(before);
    const search = await t.app.inject({ method: 'POST', url: '/api/search', payload: { name: 'Sundaram Father' } });
    expect(search.body).not.toContain('Sundaram Father');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Someone', email: father.email, phone: '9876501234', password: 'Jasmine-garland-42' },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode).toBe(409);
    expect(registered.json().code).toBe('email_taken');
  });

  it('changes and removes co-managers, for the holder alone', async () => {
    const holder = await verifiedMember(t.app);
    const brother = await addCoManager(t.app, holder, { relation: 'Brother' });
    const changed = await postAs(t.app, holder.token, `/api/family/managers/${brother.linkId}`, { permissions: { chat: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().manager.permissions).toEqual({ edit: true, interests: true, chat: true, plans: true });
    expect((await me(brother.token)).json().acting.permissions.chat).toBe(true);
    const byBrother = await postAs(t.app, brother.token, `/api/family/managers/${brother.linkId}/remove`);
    expect(byBrother.statusCode).toBe(403);
    expect(byBrother.json().code).toBe('family_permission');
    expect((await postAs(t.app, holder.token, '/api/family/managers/999999/remove')).statusCode).toBe(404);
    const removed = await postAs(t.app, holder.token, `/api/family/managers/${brother.linkId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await family(holder)).json().managers).toEqual([]);
    // The login stays, with no profile: signing in says so.
    const after = await login(brother.email, brother.password);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('family_no_profile');
  });
});
