import { randomBytes } from 'node:crypto';
import type { ChatServerFrame } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApp } from '../../test/chat-sockets.js';
import { ENGINES } from '../../test/databases.js';
import { freshAddress, postAs, waitForMails, type Registered } from '../../test/members.js';
import { revokeSession } from '../sessions/sessions.repository.js';
import { CLOSE_LEAVING, CLOSE_SESSION_ENDED, STANDING_KEEP_MS } from './chat.socket.js';

const isMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message';

// A chat socket lives as long as the session its hello named (docs/decisions/0016-chat-over-websocket.md).
describe.each(ENGINES)('a chat socket and its session on %s', (engine) => {
  const t = listeningChatApp(engine);
  /** Another session of the member (another device), remembered or not. */
  const login = async (member: Registered, remember = false) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password: member.details.password, remember },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().token as string;
  };
  const sessionId = async (token: string) =>
    (await t.app.ctx.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow()).id;
  const messagesIn = async (conversationId: number) =>
    (await t.app.ctx.db.selectFrom('messages').select('text').where('conversation_id', '=', conversationId).execute()).map(
      (m) => m.text,
    );

  it('logout closes the socket of that session, with session_ended and auth_required; other sessions keep theirs', async () => {
    const { a } = await chatPair(t.app);
    const laptop = await login(a);
    const [phoneSocket, laptopSocket] = [await t.signIn(a.token), await t.signIn(laptop)];
    expect((await postAs(t.app, a.token, '/api/logout')).statusCode).toBe(200);
    expect(await phoneSocket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(phoneSocket.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
    expect(await laptopSocket.answersPing()).toBe(true);
    // The ended session's token is refused at a new hello with the same code: sign in, do not retry.
    const again = await t.connect();
    again.send({ type: 'hello', token: a.token });
    expect(await again.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(again.frames).toEqual([{ type: 'error', code: 'auth_required', message: 'Authentication token is required' }]);
  });

  it('a password change closes the other sessions’ sockets and keeps the one that made it', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const other = await login(a);
    const [own, elsewhere] = [await t.signIn(a.token), await t.signIn(other)];
    const changed = await postAs(t.app, a.token, '/api/change-password', {
      current_password: a.details.password,
      new_password: 'Temple-bells-at-dawn-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await elsewhere.closed()).toBe(CLOSE_SESSION_ENDED);
    own.send({ type: 'send', conversation_id: id, text: 'still here', client_id: 'own' });
    expect((await own.next(isMessage)).message).toMatchObject({ client_id: 'own', text: 'still here' });
    expect(own.closeCode).toBeUndefined();
  });

  it('a password reset closes every socket of the member', async () => {
    const { a } = await chatPair(t.app);
    const other = await login(a);
    const sockets = [await t.signIn(a.token), await t.signIn(other)];
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: a.details.email },
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await waitForMails(t.app, a.details.email, 2);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'New-kolam-pattern-7' },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const socket of sockets) expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
  });

  it('a suspension by an operator closes the member’s sockets, from the members tab and from a report', async () => {
    const { a, b } = await chatPair(t.app);
    const fromTab = await t.signIn(a.token);
    const suspended = await postAs(t.app, t.operator.token, `/api/admin/members/${a.userId}/suspend`, {
      reason: 'Asked for money',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await fromTab.closed()).toBe(CLOSE_SESSION_ENDED);

    const fromReport = await t.signIn(b.token);
    const report = await t.app.ctx.db
      .insertInto('reports')
      .values({
        reference: `R-${randomBytes(4).toString('hex').toUpperCase()}`,
        kind: 'report',
        // Filed by another member: an operator never decides a report of their own.
        reporter_id: a.userId,
        reported_id: b.userId,
        reason: 'fake_profile',
        note: 'Asked me for money for a visa',
        evidence_key: null,
        contact_name: null,
        contact_email: null,
        locale: 'en',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decided = await postAs(t.app, t.operator.token, `/api/admin/reports/${report.id}/decision`, {
      action: 'suspend',
      reason: 'Asked three members for money',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await fromReport.closed()).toBe(CLOSE_SESSION_ENDED);
  });

  it('a deletion request closes the other sessions’ sockets as ended and its own as leaving, until the account is kept', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const other = await login(a);
    const [own, elsewhere] = [await t.signIn(a.token), await t.signIn(other)];
    const asked = await postAs(t.app, a.token, '/api/account/delete', { password: a.details.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await elsewhere.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(await own.closed()).toBe(CLOSE_LEAVING);
    expect(own.frames.at(-1)).toEqual({
      type: 'error',
      code: 'account_leaving',
      message: "Your account is due to be deleted, so chat is closed. Choose 'Keep my account' in Settings to chat again.",
    });
    // Still signed in (to keep the account), but chat is closed on every path while leaving.
    const hello = await t.connect();
    hello.send({ type: 'hello', token: a.token });
    expect(await hello.closed()).toBe(CLOSE_LEAVING);
    const rest = await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'over REST' });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().code).toBe('account_leaving');
    expect((await postAs(t.app, a.token, `/api/chat/conversations/${id}/seen`, { up_to: 1 })).statusCode).toBe(403);
    expect(await messagesIn(id)).toEqual([]);
    // Keeping the account opens chat again.
    expect((await postAs(t.app, a.token, '/api/account/keep')).statusCode).toBe(200);
    const back = await t.signIn(a.token);
    back.send({ type: 'send', conversation_id: id, text: 'I am staying', client_id: 'back' });
    expect((await back.next(isMessage)).message).toMatchObject({ client_id: 'back' });
  });

  it('closes a socket when its session expires', async () => {
    const { a } = await chatPair(t.app);
    const token = await login(a);
    const endsAt = Date.now() + 1500;
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(endsAt).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    const socket = await t.signIn(token);
    expect(await socket.answersPing()).toBe(true);
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
    expect(socket.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
  });

  it('keeps the socket of a remembered session, whose end lies beyond the longest timer', async () => {
    const { a } = await chatPair(t.app);
    const socket = await t.signIn(await login(a, true));
    await new Promise((r) => setTimeout(r, 200));
    expect(await socket.answersPing()).toBe(true);
    expect(socket.closeCode).toBeUndefined();
  });

  it('refuses a send and a seen after the session ended even if no close was heard, and closes', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await t.signIn(a.token), await t.signIn(b.token)];
    // Revoked straight in the database: no event tells the sockets.
    await revokeSession(t.app.ctx.db, await sessionId(a.token), new Date());
    sa.send({ type: 'send', conversation_id: id, text: 'after the end', client_id: 'late' });
    expect(await sa.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(sa.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required', client_id: 'late' });
    expect(sa.messages()).toEqual([]);
    expect(await messagesIn(id)).toEqual([]);

    const sent = await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'before' });
    expect(sent.statusCode).toBe(401); // the REST twin is refused too, by its session check
    const other = await login(a);
    const message = (await postAs(t.app, other, `/api/chat/conversations/${id}/messages`, { text: 'hello' })).json().message;
    await sb.next(isMessage);
    await revokeSession(t.app.ctx.db, await sessionId(b.token), new Date());
    sb.send({ type: 'seen', conversation_id: id, up_to: message.id });
    expect(await sb.closed()).toBe(CLOSE_SESSION_ENDED);
    const marks = await t.app.ctx.db.selectFrom('chat_reads').selectAll().where('conversation_id', '=', id).execute();
    expect(marks.filter((m) => m.user_id === b.userId)).toEqual([]);
  });

  it('writes nothing for a session revoked with no news once its last look is 5 s old, and closes the socket', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const quiet = await t.signIn(a.token); // its hello looked at the session just before 'ready'
    const lookedBy = Date.now();
    let closedAt = Number.POSITIVE_INFINITY;
    quiet.socket.on('close', () => (closedAt = Date.now()));
    // Revoked straight in the database: no event tells any socket, as when Redis lost it.
    await revokeSession(t.app.ctx.db, await sessionId(a.token), new Date());
    const revokedAt = Date.now();
    // She keeps writing to him; he sends nothing on his socket, so only delivery can notice.
    const requested: number[] = [];
    const sent: number[] = [];
    while (quiet.closeCode === undefined && Date.now() - revokedAt < STANDING_KEEP_MS + 6000) {
      await t.app.ctx.limiter.reset(`chat-send:${b.userId}`);
      requested.push(Date.now());
      const r = await postAs(t.app, b.token, `/api/chat/conversations/${id}/messages`, { text: `still there ${sent.length}` });
      expect(r.statusCode, r.body).toBe(201);
      sent.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(quiet.closeCode).toBe(CLOSE_SESSION_ENDED);
    expect(quiet.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
    // Nothing reached him that was asked for once the look at his hello was STANDING_KEEP_MS old
    // (judged by when each message was asked for, not when it arrived, which a loaded machine
    // delays), and a message sent after that closed the socket instead: about 5 s after the
    // revocation, the next message's 200 ms and its request being the slack.
    const delivered = quiet.messages().map((m) => Number(/still there (\d+)/.exec(m.text ?? '')![1]));
    expect(delivered.every((n) => requested[n]! < lookedBy + STANDING_KEEP_MS)).toBe(true);
    expect(sent.some((at) => at >= lookedBy + STANDING_KEEP_MS)).toBe(true);
    expect(delivered.length).toBeLessThan(sent.length);
    expect(closedAt - revokedAt).toBeLessThan(STANDING_KEEP_MS + 5000);
  });

  it('refuses a frame of a member suspended or leaving even if no close was heard', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await t.signIn(a.token), await t.signIn(b.token)];
    const now = new Date().toISOString();
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now }).where('id', '=', a.userId).execute();
    await t.app.ctx.db.updateTable('users').set({ deletion_requested_at: now }).where('id', '=', b.userId).execute();
    sa.send({ type: 'send', conversation_id: id, text: 'suspended', client_id: 's' });
    sb.send({ type: 'ping' });
    expect(await sa.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(await sb.closed()).toBe(CLOSE_LEAVING);
    expect(await messagesIn(id)).toEqual([]);
  });
});

// The socket's own look, when nothing is written or said on it (an idle socket whose news was lost).
describe.each(ENGINES)('an idle chat socket looks at its session by itself, on %s', (engine) => {
  /** A short period, so the test does not wait the real RECHECK_EVERY_MS (its value: chat.timers.test.ts). */
  const RECHECK_MS = 400;
  const t = listeningChatApp(engine, { chatRecheckMs: RECHECK_MS });

  it('closes an idle socket whose session was revoked, or whose member was suspended or started leaving, with no news; keeps the others', async () => {
    const { a, b } = await chatPair(t.app);
    const third = await chatPair(t.app);
    const [revoked, suspended, leaving, kept] = [
      await t.signIn(a.token),
      await t.signIn(b.token),
      await t.signIn(third.a.token),
      await t.signIn(third.b.token),
    ];
    const hash = sha256(a.token);
    const now = new Date().toISOString();
    // Straight in the database: no event is published, and no frame is sent on any of the sockets.
    await t.app.ctx.db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', hash).execute();
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now }).where('id', '=', b.userId).execute();
    await t.app.ctx.db.updateTable('users').set({ deletion_requested_at: now }).where('id', '=', third.a.userId).execute();
    const changedAt = Date.now();
    expect(await revoked.closed(3000)).toBe(CLOSE_SESSION_ENDED);
    expect(await suspended.closed(3000)).toBe(CLOSE_SESSION_ENDED);
    expect(await leaving.closed(3000)).toBe(CLOSE_LEAVING);
    // Each within one period (plus a query), not at the session's end.
    expect(Date.now() - changedAt).toBeLessThan(RECHECK_MS + 500);
    expect(revoked.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
    expect(leaving.frames.at(-1)).toMatchObject({ type: 'error', code: 'account_leaving' });
    // A session that still stands outlives several looks.
    await new Promise((resolve) => setTimeout(resolve, 3 * RECHECK_MS));
    expect(kept.closeCode).toBeUndefined();
    expect(kept.frames.filter((f) => f.type === 'error')).toEqual([]);
  });
});
