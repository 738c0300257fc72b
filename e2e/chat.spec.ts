import type { Page } from '@playwright/test';
import { chatPath, profileDetailsPath } from '@inai/shared';
import { expect, login, test, toast } from './fixtures';
import { acceptInterest, sendMessage } from './chat-helpers';
import { bride, groom, otherBrowser } from './interest-helpers';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

test.describe('chat', () => {
  test('two Platinum members with an accepted interest chat in real time', async ({ page, request, browser }) => {
    test.setTimeout(60_000);
    const b = await bride(request, 'Meena Sundaram', 'North', 'Platinum');
    const a = await groom(request, 'Arun Kumar', 'Platinum');
    await acceptInterest(request, a, b);

    await login(page, a);
    await page.goto(profileDetailsPath(b.id));
    await page.getByRole('link', { name: 'Chat now' }).click();
    await expect(page).toHaveURL(chatPath(b.id));
    await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();

    const other = await otherBrowser(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      await bPage.goto(chatPath(a.id));
      await expect(bPage.getByText('No messages yet. Say hello!')).toBeVisible();

      await composer(page).fill('Vanakkam Meena, how are you?');
      await composer(page).press('Enter');
      await expect(log(page, b.name).getByText('Vanakkam Meena, how are you?')).toBeVisible();
      // Delivered to her open conversation without a reload.
      await expect(log(bPage, a.name).getByText('Vanakkam Meena, how are you?')).toBeVisible();
      // She has read it: 'Seen' under his message.
      await expect(log(page, b.name).getByTestId('seen')).toHaveText('Seen');

      await composer(bPage).fill('Vanakkam! Fine, thank you.');
      await composer(bPage).press('Shift+Enter');
      await composer(bPage).pressSequentially('And you?');
      await bPage.getByRole('button', { name: 'Send' }).click();
      await expect(log(page, b.name).getByText(/Fine, thank you\.\s+And you\?/)).toBeVisible();

      await page.getByRole('link', { name: 'All conversations' }).click();
      const row = page.getByTestId('conversation');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(b.name);
      await expect(row).toContainText('And you?');
    } finally {
      await other.close();
    }
  });

  test('a message that looks like a scam shows the recipient a warning', async ({ page, request }) => {
    const b = await bride(request, 'Lakshmi Narayanan', 'South', 'Platinum');
    const a = await groom(request, 'Ravi Shankar', 'Platinum');
    await acceptInterest(request, a, b);
    await sendMessage(request, a, b, 'Your gift parcel is held at customs. Please send money urgently to my UPI id.');

    await login(page, b);
    await page.goto('/chat');
    const row = page.getByTestId('conversation');
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');
    await expect(page.getByRole('navigation', { name: 'Member menu' }).getByTestId('menu-unread')).toHaveText('1');
    await row.click();
    const warning = page.getByRole('complementary', { name: 'Please be careful' });
    await expect(warning).toContainText('1930');
    await expect(warning).toContainText('customs');
    // Delivered all the same: we warn, we do not censor.
    await expect(page.getByText(/Your gift parcel is held at customs/)).toBeVisible();
    // Report opens the report dialog for the sender, the reason and the message already filled in.
    await warning.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${a.name}` });
    await expect(dialog.getByRole('radio', { name: 'Asked for money' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'What happened (optional)' })).toHaveValue(/I report a chat message from/);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(/Reference R-[0-9A-Z]{8}; we will look at it within 24 hours\./);
  });

  test('block ends the conversation, and the settings unblock', async ({ page, request }) => {
    const b = await bride(request, 'Priya Raman', 'West', 'Platinum');
    const a = await groom(request, 'Karthik Raja', 'Platinum');
    await acceptInterest(request, a, b);
    await sendMessage(request, a, b, 'Hello Priya');

    await login(page, b);
    await page.goto(chatPath(a.id));
    await expect(page.getByText('Hello Priya')).toBeVisible();
    await page.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Yes, block' }).click();
    await expect(toast(page, `${a.name} is blocked.`)).toBeVisible();
    await expect(page).toHaveURL('/chat');
    await expect(page.getByText(/No conversations yet/)).toBeVisible();

    await page.goto('/settings');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await expect(blocked).toContainText(a.name);
    await blocked.getByRole('button', { name: `Unblock ${a.name}` }).click();
    await expect(toast(page, `${a.name} is unblocked.`)).toBeVisible();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  });

  test("a Gold member sees 'Unlock chat', even with an accepted interest", async ({ page, request }) => {
    const b = await bride(request, 'Kavya Murugan', 'Naya Bazar', 'Platinum');
    const gold = await groom(request, 'Senthil Nathan', 'Gold');
    await acceptInterest(request, gold, b);
    await login(page, gold);
    await page.goto(profileDetailsPath(b.id));
    await expect(page.getByRole('link', { name: 'Unlock chat' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Chat now' })).toHaveCount(0);
  });

  test('without an accepted interest a Platinum member is told why they cannot chat yet', async ({ page, request }) => {
    const stranger = await bride(request, 'Divya Mohan', 'North');
    const platinum = await groom(request, 'Vijay Anand', 'Platinum');
    await login(page, platinum);
    await page.goto(profileDetailsPath(stranger.id));
    // No 'Chat now' where chat cannot happen: the disabled control says why.
    await expect(page.getByRole('button', { name: 'Chat once an interest is accepted' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Chat now' })).toHaveCount(0);
    // The address still explains, for a link kept from before.
    await page.goto(chatPath(stranger.id));
    await expect(page.getByRole('alert')).toContainText('once an interest between you is accepted');
    await expect(page.getByRole('link', { name: 'Go to Interests' })).toHaveAttribute('href', '/userinterests');
  });
});
