import type { Page, WebSocket } from '@playwright/test';
import { chatPath } from '@inai/shared';
import { expect, login, test, toast } from './fixtures';
import { acceptInterest, sendMessage } from './chat-helpers';
import { bride, groom, otherBrowser, type Member } from './interest-helpers';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';

/** The chat sockets the page opens, and a promise of the first one the server said 'ready' on. */
function watchSockets(page: Page) {
  const opened: WebSocket[] = [];
  const ready = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      opened.push(socket);
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
  return { opened, ready };
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
