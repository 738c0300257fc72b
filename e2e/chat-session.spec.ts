import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page, WebSocket } from '@playwright/test';
import Database from 'better-sqlite3';
import { chatPath } from '@inai/shared';
import { expect, login, test, toast } from './fixtures';
import { acceptInterest, sendMessage } from './chat-helpers';
import { bride, groom, otherBrowser, type Member } from './interest-helpers';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';

/** The chat sockets the page opens, every frame they received, and a promise of the first 'ready'. */
function watchSockets(page: Page) {
  const opened: WebSocket[] = [];
  const received: string[] = [];
  const ready = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      opened.push(socket);
      socket.on('framereceived', ({ payload }) => {
        received.push(String(payload));
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
  return { opened, received, ready };
}

/**
 * Ends the page's session behind the server's back: the row is revoked in the database file and
 * no event tells the chat socket, as when the news was lost between two instances.
 */
async function revokeUnannounced(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const hash = createHash('sha256').update(token!).digest('hex');
    const revoked = db.prepare('update sessions set revoked_at = ? where token_hash = ?').run(new Date().toISOString(), hash);
    expect(revoked.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Ends the page's session from elsewhere (another device logging out with the same token). */
async function logoutElsewhere(page: Page, request: Parameters<typeof memberCall>[0]) {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const response = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

/**
 * Two Platinum members with an accepted interest; she has written to him. She lives in a city of
 * Meghalaya, a state no other spec uses: the specs that count search results in Sikkim's cities
 * never meet her.
 */
async function chatting(request: Parameters<typeof memberCall>[0], names: [string, string, string]) {
  const b: Member = await bride(request, names[0], names[2], 'Platinum', 'Meghalaya');
  const a: Member = await groom(request, names[1], 'Platinum');
  await acceptInterest(request, a, b);
  await sendMessage(request, b, a, 'Vanakkam Arun');
  return { a, b };
}

// A chat socket lives as long as its session (docs/decisions/0016-chat-over-websocket.md): when the
// session ends elsewhere, the open chat screen signs the member out, as a refused API call does.
test.describe('chat and the session', () => {
  test('a session ended elsewhere takes the chat screen to the sign-in page, without reconnecting', async ({ page, request }) => {
    const { a, b } = await chatting(request, ['Meena Subramanian', 'Arun Prakash', 'Nongpoh']);
    const sockets = watchSockets(page);
    await login(page, a);
    await page.goto(chatPath(b.id));
    await expect(page.getByText('Vanakkam Arun')).toBeVisible();
    await sockets.ready;

    await logoutElsewhere(page, request);
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Login required')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Login form' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
    // Longer than the first reconnect wait (1 s): no new socket is opened.
    const count = sockets.opened.length;
    await page.waitForTimeout(2500);
    expect(sockets.opened).toHaveLength(count);
  });

  test('a session ended with no news stops the chat screen before a message written after it, and signs the member out', async ({
    page,
    request,
  }) => {
    const { a, b } = await chatting(request, ['Revathi Natarajan', 'Bala Murugan', 'Nongstoin']);
    const sockets = watchSockets(page);
    await login(page, a);
    await page.goto(chatPath(b.id));
    await expect(page.getByText('Vanakkam Arun')).toBeVisible();
    await sockets.ready;
    const readyAt = Date.now();

    await revokeUnannounced(page);
    // The socket's last look at the session (its hello) vouches for what is written for 5 s at
    // most; she writes after that, so the server looks again before writing it.
    await page.waitForTimeout(Math.max(0, readyAt + 5_200 - Date.now()));
    await sendMessage(request, b, a, 'Are you still there, Bala?');
    // Looked for together: the toast lives 3 s, and a busy machine may see the new address late.
    await Promise.all([
      expect(page).toHaveURL('/login', { timeout: 5_000 }),
      expect(toast(page, 'Login required')).toBeVisible({ timeout: 5_000 }),
    ]);
    expect(sockets.received.filter((frame) => frame.includes('Are you still there'))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
  });

  test('in Tamil, the sign-in page the chat screen goes to is in Tamil', async ({ browser, request }) => {
    const { a, b } = await chatting(request, ['Kavitha Ramasamy', 'Senthil Kumaran', 'Mairang']);
    await memberCall(request, a.token, 'updateUser', { locale: 'ta' });
    const context = await otherBrowser(browser, 'ta-IN');
    try {
      const page = await context.newPage();
      const sockets = watchSockets(page);
      await loginInTamil(page, a);
      await expect(page).toHaveURL('/edituserprofile');
      await page.goto(chatPath(b.id));
      await expect(page.getByText('Vanakkam Arun')).toBeVisible();
      await sockets.ready;

      await logoutElsewhere(page, request);
      await expect(page).toHaveURL('/login');
      await expect(toast(page, 'தொடர, உள்நுழையவும்')).toBeVisible();
      await expect(page.getByRole('form', { name: 'உள்நுழைவுப் படிவம்' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
