import { describe, expect, it } from 'vitest';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApp } from '../../test/chat-sockets.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager } from '../../test/family.js';
import { codeIn, freshAddress, mailsTo, postAs } from '../../test/members.js';
import { CLOSE_SESSION_ENDED, CLOSE_UNAUTHENTICATED } from '../chat/chat.socket.js';

// A co-manager's session acts for the profile, so whatever ends or judges the profile's sessions
// reaches it on every channel (docs/decisions/0073-family-co-managers.md).
describe.each(ENGINES)('a co-manager’s session on every channel on %s', (engine) => {
  const t = listeningChatApp(engine);
  const me = (token: string) => postAs(t.app, token, '/api/getLoggedInUserProfile');

  it('chats for the profile, and a removed co-manager’s next request is 401 and their socket closes within a second', async () => {
    const { a, b } = await chatPair(t.app);
    const mother = await addCoManager(t.app, a, { relation: 'Mother', permissions: { chat: true } });
    const id = await openChat(t.app, a, b);
    const [motherSocket, holderSocket, otherSide] = [
      await t.signIn(mother.token),
      await t.signIn(a.token),
      await t.signIn(b.token),
    ];
    motherSocket.send({ type: 'send', conversation_id: id, text: 'Vanakkam from the family', client_id: 'm1' });
    const heard = await otherSide.next((f) => f.type === 'message');
    expect(heard).toMatchObject({ message: { text: 'Vanakkam from the family', sender_id: a.userId } });

    const removedAt = Date.now();
    const removed = await postAs(t.app, a.token, `/api/family/managers/${mother.linkId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await motherSocket.closed(1000)).toBe(CLOSE_SESSION_ENDED);
    expect(Date.now() - removedAt).toBeLessThan(1000);
    expect(motherSocket.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
    expect((await me(mother.token)).statusCode).toBe(401);
    // The holder's socket and session stand.
    expect(await holderSocket.answersPing()).toBe(true);
    expect((await me(a.token)).statusCode).toBe(200);
  });

  it('refuses a co-manager’s socket without chat, and closes a live one when chat is taken away', async () => {
    const { a } = await chatPair(t.app);
    const father = await addCoManager(t.app, a, { relation: 'Father', permissions: { chat: false } });
    const refused = await t.connect();
    refused.send({ type: 'hello', token: father.token });
    expect(await refused.closed()).toBe(CLOSE_UNAUTHENTICATED);
    expect(refused.frames.at(-1)).toMatchObject({ type: 'error', code: 'family_permission' });

    const sister = await addCoManager(t.app, a, { relation: 'Sister', permissions: { chat: true } });
    const live = await t.signIn(sister.token);
    const changed = await postAs(t.app, a.token, `/api/family/managers/${sister.linkId}`, { permissions: { chat: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await live.closed(1000)).toBeDefined();
    // Only chat went: the session stands for everything else.
    expect((await me(sister.token)).statusCode).toBe(200);
  });

  it('brings a block of the profile to the co-manager’s session and socket', async () => {
    const { a, b } = await chatPair(t.app);
    const brother = await addCoManager(t.app, a, { relation: 'Brother', permissions: { chat: true } });
    await openChat(t.app, a, b);
    const socket = await t.signIn(brother.token);
    expect((await postAs(t.app, b.token, '/api/block', { user_id: a.userId })).statusCode).toBe(200);
    expect(await socket.next((f) => f.type === 'blocked')).toEqual({ type: 'blocked', user_id: b.userId });
    const reopened = await postAs(t.app, brother.token, '/api/chat/open', { user_id: b.userId });
    expect(reopened.statusCode).toBe(403);
    const details = await postAs(t.app, brother.token, '/api/getUserDetails', { user_id: b.userId });
    expect(details.statusCode).toBe(404);
  });

  it('ends a co-manager’s session and socket when the holder asks for the profile to be deleted', async () => {
    const { a } = await chatPair(t.app);
    const aunt = await addCoManager(t.app, a, { relation: 'Aunt', permissions: { chat: true } });
    const socket = await t.signIn(aunt.token);
    const asked = await postAs(t.app, a.token, '/api/account/delete', { password: a.details.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect((await me(aunt.token)).statusCode).toBe(401);
  });

  it('ends a co-manager’s session and socket when the profile is suspended, and refuses their sign-in', async () => {
    const { a } = await chatPair(t.app);
    const uncle = await addCoManager(t.app, a, { relation: 'Uncle', permissions: { chat: true } });
    const socket = await t.signIn(uncle.token);
    const suspended = await postAs(t.app, t.operator.token, `/api/admin/members/${a.userId}/suspend`, {
      reason: 'Asked for money',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect((await me(uncle.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uncle.email, password: uncle.password },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_suspended');
  });

  it('closes every socket of the profile when the candidate takes it over, and the other side’s stays', async () => {
    const { a, b } = await chatPair(t.app);
    const candidate = await addCoManager(t.app, a, { relation: 'Candidate', permissions: { chat: true } });
    const [holderSocket, candidateSocket, otherSide] = [
      await t.signIn(a.token),
      await t.signIn(candidate.token),
      await t.signIn(b.token),
    ];
    expect((await postAs(t.app, a.token, '/api/family/handover', { manager_id: candidate.linkId })).statusCode).toBe(200);
    const code = codeIn((await mailsTo(t.app, candidate.email)).find((m) => /Take over your profile/.test(m.text)));
    const takenAt = Date.now();
    const done = await postAs(t.app, candidate.token, '/api/family/handover/confirm', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(await holderSocket.closed(1000)).toBe(CLOSE_SESSION_ENDED);
    expect(await candidateSocket.closed(1000)).toBe(CLOSE_SESSION_ENDED);
    expect(Date.now() - takenAt).toBeLessThan(1000);
    expect(await otherSide.answersPing()).toBe(true);
    // The new holder's own socket opens and chats for the profile.
    expect(await (await t.signIn(done.json().token as string)).answersPing()).toBe(true);
  });
});
