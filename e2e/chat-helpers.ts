import type { APIRequestContext } from '@playwright/test';
import { chatPath } from '@inai/shared';
import { expect } from './fixtures';
import { incomingOf, sendInterest, type Member } from './interest-helpers';
import { memberCall } from './member-helpers';

/** `from` sends an interest and `to` accepts it, so the two may chat (with Platinum). */
export async function acceptInterest(request: APIRequestContext, from: Member, to: Member) {
  await sendInterest(request, from, to);
  const interest = (await incomingOf(request, to)).find((i) => i.user_id === from.id)!;
  await memberCall(request, to.token, 'updateInterest', { id: interest.id, status: 'Accepted' });
}

/** Sends a message through the REST API, as the composer does while its socket is down. */
export async function sendMessage(request: APIRequestContext, from: Member, to: Member, text: string) {
  const headers = { authorization: `Bearer ${from.token}` };
  const opened = await request.post('/api/chat/open', { data: { user_id: to.id }, headers });
  expect(opened.status(), await opened.text()).toBe(200);
  const { conversation } = (await opened.json()) as { conversation: { id: number } };
  const sent = await request.post(`/api/chat/conversations/${conversation.id}/messages`, {
    data: { text, client_id: `e2e-${Date.now()}` },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

export { chatPath };
