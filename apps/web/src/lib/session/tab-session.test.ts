import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TokenStore from './token-store';
import type * as TabSession from './tab-session';

type Store = typeof TokenStore;
type Tabs = typeof TabSession;

/** Another tab of the browser, as the channel sees it. */
let otherTab: BroadcastChannel;
let heard: unknown[];

/** This tab afresh: the modules start again, as on a page load, with whatever storage holds. */
async function openTab(): Promise<{ store: Store; tabs: Tabs }> {
  vi.resetModules();
  const store = await import('./token-store');
  const tabs = await import('./tab-session');
  // As app/start-app.tsx does: the page is drawn once the tab knows its session.
  await tabs.shareSessionWithTabs();
  return { store, tabs };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });

beforeEach(() => {
  heard = [];
  otherTab = new BroadcastChannel('inai-session');
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
});
afterEach(() => otherTab.close());

describe('the session shared by open tabs', () => {
  it('a tab without a session asks, keeps the answer in its own session storage, and is signed in', async () => {
    otherTab.onmessage = (event: MessageEvent<{ kind: string; id: string }>) => {
      heard.push(event.data);
      if (event.data.kind === 'ask') otherTab.postMessage({ kind: 'answer', id: event.data.id, token: 'shared-token' });
    };
    const { store } = await openTab();
    expect(store.getToken()).toBe('shared-token');
    expect(sessionStorage.getItem('authToken')).toBe('shared-token');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('with nobody answering, the tab is signed out once it has waited', async () => {
    const started = Date.now();
    const { store } = await openTab();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(store.getToken()).toBeNull();
    // An answer to another tab's question, or a late one, is not taken.
    otherTab.postMessage({ kind: 'answer', id: 'not-mine', token: 'stray' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getToken()).toBeNull();
  });

  it("answers only with a session of the tab's own, and ignores what is not the channel's shape", async () => {
    sessionStorage.setItem('authToken', 'tab-token');
    const { store } = await openTab();
    for (const junk of ['ask', { kind: 'ask' }, { kind: 'ask', id: 7 }, { kind: 'answer', id: 'x', token: '' }])
      otherTab.postMessage(junk);
    otherTab.postMessage({ kind: 'ask', id: 'q1' });
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ kind: 'answer', id: 'q1', token: 'tab-token' }]);

    // A remembered session is in local storage, where a new tab reads it itself: never sent.
    store.saveToken('remembered', true);
    otherTab.postMessage({ kind: 'ask', id: 'q2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(1);
  });

  it('a sign-out in one tab signs the others out, and tells them', async () => {
    sessionStorage.setItem('authToken', 'tab-token');
    const { store, tabs } = await openTab();
    otherTab.postMessage({ kind: 'signedOut' });
    await until(() => store.getToken() === null);
    expect(sessionStorage.getItem('authToken')).toBeNull();

    store.saveToken('again', false);
    tabs.signOutEveryTab();
    expect(store.getToken()).toBeNull();
    await until(() => heard.some((m) => (m as { kind: string }).kind === 'signedOut'));
  });
});
