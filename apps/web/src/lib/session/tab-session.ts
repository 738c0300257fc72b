import type { QueryClient } from '@tanstack/react-query';
import { SHARED_QUERY_ROOTS } from '../query-keys';
import { clearSession, getToken, KEYS, saveToken, subscribeToken } from './token-store';

/**
 * The browser's open tabs share one sign-in (docs/decisions/0061). A session without "Remember
 * me" lives in a tab's session storage, which a new tab does not inherit (a link from our mail,
 * a link opened in a new tab): the new tab asks the open ones over a BroadcastChannel, which
 * only pages of this origin can join, and keeps the answer in its own session storage. Once the
 * last tab closes nobody can answer, and the session is gone from the browser as before. Signing
 * out in one tab signs every tab out.
 */
const CHANNEL = 'inai-session';
/** Held (shared) by every tab that keeps a session of its own, so a new tab knows whether to ask at all. */
const HOLDER_LOCK = 'inai-session-holder';
/** How long a new tab waits when a tab holding a session is open (it answers in milliseconds). */
const WAIT_FOR_HOLDER_MS = 1500;
/** How long it waits in a browser that cannot tell whether one is open (no Web Locks). */
const WAIT_UNKNOWN_MS = 300;
const TOKEN_MAX = 200;

type TabMessage = { kind: 'ask'; id: string } | { kind: 'answer'; id: string; token: string } | { kind: 'signedOut' };

let channel: BroadcastChannel | undefined;
/** The page's query cache: the member's data goes with a session another tab ended. */
let cache: QueryClient | undefined;
/** This tab's open question, while it waits for an answer: its id, and how to stop waiting. */
let question: { id: string; answered(): void } | undefined;

/** Member data must not outlive the session it was fetched with. */
export function forgetMemberData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(String(query.queryKey[0])) });
}

/**
 * Joins the other tabs: answers their questions and follows their sign-outs. A tab without a
 * session asks for one first; the promise settles once it is known (app/start-app.tsx draws the page
 * after it, so no screen goes to Login meanwhile).
 */
export async function shareSessionWithTabs(client?: QueryClient): Promise<void> {
  cache = client;
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = tabMessage(event.data);
    if (message) hear(message);
  };
  holdWhileSignedIn();
  if (getToken() === null) await ask();
}

/** The session when it lives in this tab's storage only (signed in without "Remember me"), else null. */
function tabToken(): string | null {
  const token = getToken();
  return token !== null && sessionStorage.getItem(KEYS.token) === token ? token : null;
}

/** Signs this tab out and tells every other tab to do the same. */
export function signOutEveryTab(): void {
  clearSession();
  channel?.postMessage({ kind: 'signedOut' } satisfies TabMessage);
}

function hear(message: TabMessage): void {
  if (message.kind === 'ask') {
    // Only a session of this tab's own: a remembered one is in local storage, where the asker looked already.
    const token = tabToken();
    if (token) channel?.postMessage({ kind: 'answer', id: message.id, token } satisfies TabMessage);
  } else if (message.kind === 'answer') {
    if (message.id !== question?.id || getToken() !== null) return;
    saveToken(message.token, false);
    question.answered();
  } else {
    // Signed out elsewhere: a question still open here must not take an answer sent before it.
    question?.answered();
    if (getToken() === null) return;
    clearSession();
    if (cache) forgetMemberData(cache);
  }
}

async function ask(): Promise<void> {
  const open = await holderOpen();
  if (open === false) return;
  const id = randomId();
  await new Promise<void>((resolve) => {
    question = { id, answered: resolve };
    channel?.postMessage({ kind: 'ask', id } satisfies TabMessage);
    window.setTimeout(resolve, open ? WAIT_FOR_HOLDER_MS : WAIT_UNKNOWN_MS);
  });
  question = undefined;
}

/** Whether a tab holding a session is open: undefined where the browser cannot tell. */
async function holderOpen(): Promise<boolean | undefined> {
  if (!navigator.locks?.query) return undefined;
  try {
    const { held = [] } = await navigator.locks.query();
    return held.some((lock) => lock.name === HOLDER_LOCK);
  } catch {
    return undefined;
  }
}

/** Holds the shared lock while this tab keeps a session of its own; the browser lets it go when the tab closes. */
function holdWhileSignedIn(): void {
  if (!navigator.locks?.request) return;
  let holding = false;
  let generation = 0;
  let release: (() => void) | undefined;
  const follow = () => {
    const should = tabToken() !== null;
    if (should === holding) return;
    holding = should;
    generation += 1;
    release?.();
    release = undefined;
    if (!should) return;
    const mine = generation;
    void navigator.locks.request(HOLDER_LOCK, { mode: 'shared' }, () => {
      if (mine !== generation) return undefined;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
  };
  follow();
  subscribeToken(follow);
}

/** A message of the channel's own shape; anything else is ignored. */
function tabMessage(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, id, token } = data as Record<string, unknown>;
  if (kind === 'signedOut') return { kind };
  if (typeof id !== 'string' || id.length > 64) return undefined;
  if (kind === 'ask') return { kind, id };
  if (kind === 'answer' && typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX) return { kind, id, token };
  return undefined;
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
