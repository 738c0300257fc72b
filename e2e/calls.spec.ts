import { request as requests } from '@playwright/test';
import { chatPath, ROUTES } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { acceptInterest } from './chat-helpers';
import { expect, login, test } from './fixtures';
import {
  callingPair,
  callScreen,
  FAKE_MEDIA_LAUNCH,
  live,
  secondPerson,
  seesVideo,
  selectedPath,
  siteWithRelay,
  startCall,
  watchPeerConnections,
} from './calls-helpers';
import { bride, groom } from './interest-helpers';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

// Voice and video calls between members who may chat (docs/decisions/0077-calls-signalled-over-chat.md),
// with Chromium's fake camera and microphone. The tests' server rings for CALL_RING_MS (playwright.config.ts).
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

test.describe('calls', () => {
  test('a video call: the callee is rung on another member screen and sees the caller’s live video', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [a, b] = await callingPair(request, ['Arun Kumar', 'Meena Sundaram']);
    await login(page, a);
    const other = await secondPerson(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      // She is on her Interests screen, not in the chat.
      await bPage.goto(ROUTES.userInterests);

      await startCall(page, b, 'video');
      await expect(page.getByTestId('call-title')).toHaveText(/Calling Meena Sundaram…|Ringing at Meena Sundaram…/);
      const ring = callScreen(bPage);
      await expect(ring).toHaveAttribute('data-phase', 'incoming');
      await expect(ring.getByTestId('call-title')).toHaveText('Arun Kumar is calling you (video call)');
      await expect(ring).toContainText('When you answer, we will ask your browser for the microphone and camera.');
      await shot(bPage, 'calls-ringing');
      await expectAccessible(bPage, 'the ringing screen');
      await ring.getByRole('button', { name: 'Answer' }).click();

      await live(page);
      await live(bPage);
      await seesVideo(bPage);
      await seesVideo(page);
      await shot(bPage, 'calls-video-live');
      await expectAccessible(bPage, 'a live video call');
      await bPage.getByRole('button', { name: 'Mute' }).click();
      await expect(bPage.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
      await bPage.getByRole('button', { name: 'Camera off' }).click();
      await expect(bPage.getByRole('button', { name: 'Camera on' })).toBeVisible();

      await page.getByRole('button', { name: 'Hang up' }).click();
      await expect(page.getByTestId('call-ended')).toHaveText('The call has ended.');
      await expect(bPage.getByTestId('call-ended')).toHaveText('The call has ended.');
      await bPage.getByRole('button', { name: 'Close' }).click();
      await expect(callScreen(bPage)).toHaveCount(0);

      // The log, in words with the duration, in the history and the chat list.
      await bPage.goto(chatPath(a.id));
      await expect(bPage.getByTestId('call-entry')).toContainText(/Video call · \d+ s/);
      await bPage.goto(ROUTES.chat);
      await expect(bPage.getByTestId('conversation')).toContainText(/Video call · \d+ s/);
    } finally {
      await other.close();
    }
  });

  test('a declined call, and a missed one', async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const [a, b] = await callingPair(request, ['Karthik Raman', 'Divya Krishnan']);
    await login(page, a);
    const other = await secondPerson(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      await bPage.goto(chatPath(a.id));

      await startCall(page, b, 'audio');
      await callScreen(bPage).getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByTestId('call-ended')).toHaveText('Divya Krishnan declined the call.');
      await expect(callScreen(bPage)).toHaveCount(0);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('call-entry')).toContainText('Voice call · Declined');
      await expect(bPage.getByTestId('call-entry')).toContainText('Voice call · You declined');

      // Nobody answers: it rings out (CALL_RING_MS) and is missed.
      await page.getByTestId('call-video').click();
      await page.getByRole('button', { name: 'Call now' }).click();
      await expect(callScreen(bPage)).toHaveAttribute('data-phase', 'incoming');
      await expect(page.getByTestId('call-ended')).toHaveText('Divya Krishnan did not answer. Please try again later.', {
        timeout: 20_000,
      });
      await expect(bPage.getByTestId('call-ended')).toHaveText('You missed a call from Karthik Raman.');
      await shot(bPage, 'calls-missed');
      await bPage.getByRole('button', { name: 'Close' }).click();
      await expect(bPage.getByTestId('call-entry').last()).toContainText('Video call · Missed call');
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('call-entry').last()).toContainText('Video call · No answer');
    } finally {
      await other.close();
    }
  });

  test('busy: a third member calling someone in a call hears it', async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const [a, b] = await callingPair(request, ['Senthil Murugan', 'Kavya Raghavan']);
    const c = await groom(request, 'Vignesh Balaji', 'Platinum');
    await acceptInterest(request, c, b);
    await login(page, a);
    const other = await secondPerson(browser);
    const third = await secondPerson(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      await startCall(page, b, 'audio');
      await callScreen(bPage).getByRole('button', { name: 'Answer' }).click();
      await live(page);

      const cPage = await third.newPage();
      await login(cPage, c);
      await startCall(cPage, b, 'audio');
      await expect(cPage.getByTestId('call-ended')).toHaveText('Kavya Raghavan is on another call. Please try again later.');
      // Her call goes on.
      await expect(callScreen(bPage)).toHaveAttribute('data-phase', 'live');
    } finally {
      await third.close();
      await other.close();
    }
  });

  test('a block ends a live call on both sides', async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const [a, b] = await callingPair(request, ['Prakash Iyer', 'Lakshmi Venkatesh']);
    await login(page, a);
    const other = await secondPerson(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      await startCall(page, b, 'video');
      await callScreen(bPage).getByRole('button', { name: 'Answer' }).click();
      await live(page);
      await live(bPage);
      await memberCall(request, b.token, 'block', { user_id: a.id });
      const ended = 'The call has ended: one of you blocked the other.';
      await expect(page.getByTestId('call-ended')).toHaveText(ended, { timeout: 5_000 });
      await expect(bPage.getByTestId('call-ended')).toHaveText(ended, { timeout: 5_000 });
    } finally {
      await other.close();
    }
  });

  test('relay only: the call goes through coturn on loopback', async ({ browser }) => {
    test.setTimeout(120_000);
    const site = await siteWithRelay();
    const api = await requests.newContext({ baseURL: site.baseURL });
    const contexts = [await secondPerson(browser, 'en-IN', site.baseURL), await secondPerson(browser, 'en-IN', site.baseURL)];
    try {
      const a = await groom(api, 'Ramesh Subramanian');
      const b = await bride(api, 'Nandhini Selvam', 'North');
      site.grantPlatinum(a.id);
      site.grantPlatinum(b.id);
      await acceptInterest(api, a, b);
      const [aPage, bPage] = await Promise.all(contexts.map((c) => c.newPage()));
      for (const p of [aPage!, bPage!]) await watchPeerConnections(p);
      await login(aPage!, a);
      await login(bPage!, b);

      await aPage!.goto(chatPath(b.id));
      await aPage!.getByTestId('call-video').click();
      // "Hide my network address": kept on this device; her side keeps it too.
      await aPage!.getByTestId('call-relay-only').check();
      await aPage!.getByRole('button', { name: 'Call now' }).click();
      await callScreen(bPage!).getByTestId('call-relay-only').check();
      await callScreen(bPage!).getByRole('button', { name: 'Answer' }).click();
      await live(aPage!);
      await live(bPage!);
      await seesVideo(bPage!);
      await expect.poll(() => selectedPath(aPage!), { timeout: 10_000 }).toEqual({ policy: 'relay', localType: 'relay' });
      await expect.poll(() => selectedPath(bPage!), { timeout: 10_000 }).toEqual({ policy: 'relay', localType: 'relay' });
      await aPage!.getByRole('button', { name: 'Hang up' }).click();
      await expect(bPage!.getByTestId('call-ended')).toHaveText('The call has ended.');
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
      await api.dispose();
      await site.stop();
    }
  });
});
