import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNavigation } from './navigation';

const page = (text: string) => new Response(text, { headers: { 'content-type': 'text/html' } });
/** A network answer that arrives after `ms`, or fails then. */
const after = (ms: number, answer: Response | Error) =>
  new Promise<Response>((resolve, reject) => setTimeout(() => (answer instanceof Error ? reject(answer) : resolve(answer)), ms));

describe('how the worker answers a page', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  async function answer(network: Promise<Response>, shell: Response | undefined) {
    const pending = answerNavigation({
      network,
      keptShell: async () => shell,
      offlinePage: async () => page('offline page'),
      shellAfterMs: 4000,
    });
    await vi.advanceTimersByTimeAsync(20_000);
    const { response, fresh } = await pending;
    return { text: await response.text(), fresh };
  }

  it('takes the page from the network when it answers, and marks it fresh (to be kept as the shell)', async () => {
    expect(await answer(after(300, page('from the server')), page('kept shell'))).toEqual({
      text: 'from the server',
      fresh: true,
    });
  });

  it('shows the offline page when there is no network, kept shell or not', async () => {
    expect(await answer(after(10, new TypeError('Failed to fetch')), page('kept shell'))).toEqual({
      text: 'offline page',
      fresh: false,
    });
    expect(await answer(after(10, new TypeError('Failed to fetch')), undefined)).toEqual({ text: 'offline page', fresh: false });
  });

  it('starts the app from the kept shell when the network is too slow', async () => {
    expect(await answer(after(9000, page('from the server')), page('kept shell'))).toEqual({ text: 'kept shell', fresh: false });
  });

  it('waits for a slow network when no shell is kept, and shows the offline page if it then fails', async () => {
    expect(await answer(after(9000, page('from the server')), undefined)).toEqual({ text: 'from the server', fresh: true });
    expect(await answer(after(9000, new TypeError('Failed to fetch')), undefined)).toEqual({
      text: 'offline page',
      fresh: false,
    });
  });
});
