import { expect, test } from './fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the hero heading, tagline and the five selects with their placeholders', async ({ page }) => {
    await expect(page).toHaveTitle('Inai Matrimony | Tamil Matrimony for Families');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your Right Match here');
    await expect(page.getByText('The leading choice for finding lifelong partners.', { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Search for a partner' });
    const placeholders = [
      ['Gender', 'Select your Gender', ['Male', 'Female']],
      ['Age', 'Select Age Range', ['18 to 30', '31 to 40', '41 to 50', '51 to 60', '60 & above']],
      ['Religion', 'Religion', ['Any', 'Hindu', 'Muslim', 'Christian', 'Jain', 'Other']],
      ['State', 'Select a State', null],
      ['City', 'Select a City', null],
    ] as const;
    for (const [label, placeholder, options] of placeholders) {
      const select = form.getByLabel(label, { exact: true });
      await expect(select).toHaveValue('');
      await expect(select.locator('option').first()).toHaveText(placeholder);
      if (options) await expect(select.locator('option:not([value=""])')).toHaveText([...options]);
    }
  });

  test('loads the states from our API and the cities of the chosen state; a new state clears the city', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Search for a partner' });
    const state = form.getByLabel('State');
    const city = form.getByLabel('City');
    await expect(city).toBeDisabled();
    await expect(state.locator('option')).toHaveCount(37);
    await expect(state.locator('option', { hasText: 'Tamil Nadu' })).toHaveCount(1);

    const citiesRequest = page.waitForRequest((r) => r.url().endsWith('/api/v0.1/countries/state/cities'));
    await state.selectOption('Tamil Nadu');
    expect((await citiesRequest).postDataJSON()).toEqual({ country: 'India', state: 'Tamil Nadu' });
    await expect(city).toBeEnabled();
    await city.selectOption('Coimbatore');
    await expect(city).toHaveValue('Coimbatore');

    await state.selectOption('Kerala');
    await expect(city).toHaveValue('');
    await expect(city.locator('option', { hasText: 'Kozhikode' })).toHaveCount(1);
    await expect(city.locator('option', { hasText: 'Coimbatore' })).toHaveCount(0);

    await state.selectOption('');
    await expect(city).toBeDisabled();
    await expect(city.locator('option')).toHaveCount(1);
  });

  test('requires gender, age and religion, and sends the five criteria once they are chosen', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Search for a partner' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Gender Required')).toBeVisible();
    await expect(form.getByText('Age Required')).toBeVisible();
    await expect(form.getByText('Religion Required')).toBeVisible();

    await form.getByLabel('Gender').selectOption('Female');
    await expect(form.getByText('Gender Required')).toHaveCount(0);
    await form.getByLabel('Age').selectOption({ label: '60 & above' });
    await form.getByLabel('Religion').selectOption('Hindu');
    await form.getByLabel('State').selectOption('Tamil Nadu');
    await expect(form.getByLabel('City')).toBeEnabled();
    await form.getByLabel('City').selectOption('Madurai');

    const searchRequest = page.waitForRequest((r) => r.url().endsWith('/api/search'));
    await form.getByRole('button', { name: 'Search' }).click();
    expect((await searchRequest).postDataJSON()).toEqual({
      gender: 'Female',
      age: '61 to 70',
      religion: 'Hindu',
      state: 'Tamil Nadu',
      city: 'Madurai',
      page: 1,
      pageSize: 10,
    });
    // The criteria travel in the address, so the results page can reload and page on.
    await expect(page).toHaveURL(/\/allprofiles\?gender=Female&age=61\+to\+70&religion=Hindu&state=Tamil\+Nadu&city=Madurai$/);
    await expect(page.getByRole('heading', { name: 'Browse Profiles', level: 1 })).toBeVisible();
  });

  test('rotates the two banner images every 3 seconds with a 500 ms slide, looping, with dots', async ({ page }) => {
    const track = page.getByTestId('banner-track');
    await expect(track.locator('img')).toHaveCount(3); // two slides and the copy that makes the loop seamless
    const dots = page.getByRole('group', { name: 'Choose a banner' }).getByRole('button');
    await expect(dots).toHaveCount(2);
    // Until a picture is chosen, the stylesheet turns the banner, with no script: a 7 s loop,
    // each picture held 3 s and slid in 500 ms, the second onto the copy of the first.
    const turn = await track.evaluate((element) => {
      const [animation] = element.getAnimations();
      const timing = animation!.effect!.getComputedTiming();
      const frames = (animation!.effect as KeyframeEffect)
        .getKeyframes()
        .map((frame) => [Math.round(frame.computedOffset * 7000), frame.transform]);
      return { duration: timing.duration, iterations: timing.iterations, frames };
    });
    expect(turn).toEqual({
      duration: 7000,
      iterations: Infinity,
      frames: [
        [0, 'translate(0px)'],
        [3000, 'translate(0px)'],
        [3500, 'translate(-100%)'],
        [6500, 'translate(-100%)'],
        [7000, 'translate(-200%)'],
      ],
    });
    // A dot's gold pill shows the picture on screen.
    const pill = (n: number) => dots.nth(n).getByTestId('banner-dot-pill');
    await expect(pill(0)).toHaveCSS('background-color', 'rgb(217, 164, 65)');
    await expect(pill(0)).toHaveCSS('opacity', '1');
    await expect(pill(1)).toHaveCSS('opacity', '0');
    // It does turn: the second picture is on screen, its dot gold, and then the first again.
    await expect(track).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -\d+/, { timeout: 5000 });
    await expect(pill(1)).toHaveCSS('opacity', '1', { timeout: 5000 });
    await expect(pill(0)).toHaveCSS('opacity', '1', { timeout: 5000 });
    // It rests while someone fills in the search over it.
    await page.getByRole('form', { name: 'Search for a partner' }).getByLabel('Gender').focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');

    // A chosen picture hands the turning to the page's script, which goes on every 3 s from there.
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(pill(1)).toHaveCSS('animation-name', 'none');
    await expect(pill(1)).toHaveCSS('opacity', '1');
    await expect(pill(0)).toHaveCSS('opacity', '0');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(track).toHaveCSS('transition-duration', '0.5s');
    await expect(track).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -\d+/);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  });

  test('keeps the banner still for a reader who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const track = page.getByTestId('banner-track');
    await expect(track).toHaveCSS('animation-name', 'none');
    // Nothing moves it, the dots neither.
    expect(await track.evaluate((element) => element.getAnimations().length)).toBe(0);
    const dots = page.getByRole('group', { name: 'Choose a banner' }).getByRole('button');
    await expect(dots.nth(0).getByTestId('banner-dot-pill')).toHaveCSS('animation-name', 'none');
    await expect(dots.nth(0).getByTestId('banner-dot-pill')).toHaveCSS('opacity', '1');
    await expect(dots.nth(1).getByTestId('banner-dot-pill')).toHaveCSS('opacity', '0');
  });

  test('turns the banner and its dots without drawing the page again every frame', async ({ page }) => {
    // Only opacity and transform move, which the compositor runs on its own: a width or a colour
    // animated had the phone restyle, lay out and paint the page 60 times a second.
    const moved = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => (animation as CSSAnimation).animationName?.startsWith('banner'))
        .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
        .flatMap((frame) =>
          Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
        ),
    );
    expect(new Set(moved)).toEqual(new Set(['opacity', 'transform']));
    // Across a turn, the page's style is worked out again a handful of times, not once a frame.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const restyles = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'RecalcStyleCount')?.value ?? 0;
    const before = await restyles();
    await page.waitForTimeout(4000);
    expect((await restyles()) - before).toBeLessThan(20);
  });

  test('shows the six Quick Access cards, each rising as it is scrolled into view', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    const cards = page.getByTestId('quick-access-card');
    await expect(cards).toHaveCount(6);
    await cards.first().scrollIntoViewIfNeeded();
    const expected = [
      ['Browse Profiles', 'Find Your Match', '/allprofiles'],
      ['Matches', 'Find Your Wedding Partners', '/matches'],
      ['Premium Plans', 'Unlock Exclusive Features', '/pricing'],
      ['Join Now', 'Start for free', '/register'],
      ['Porutham Calculator', 'Check the ten poruthams, free', '/porutham'],
      ['Birth Chart', 'Rasi, navamsam and dasa, free', '/jathagam'],
    ];
    for (const [index, [title, description, href]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(title!);
      await expect(card.getByText(description!, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /View more/ })).toHaveAttribute('href', href!);
      await expect(card.getByRole('link', { name: /View more/ })).toHaveText('View more');
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card).toHaveCSS('animation-name', 'rise');
      await expect(card).toHaveCSS('animation-delay', `${index / 10}s`);
      // Chromium ties the rise to scrolling: each card has risen once scrolled into view.
      await expect(card).toHaveCSS('animation-timeline', 'view()');
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(card).toHaveCSS('opacity', '1');
    }
  });

  test('shows the welcome block with its register link, three tiles and the enquiry lines', async ({ page }) => {
    const welcome = page.locator('section', { has: page.getByRole('heading', { name: 'Welcome to Inai Matrimony' }) });
    await expect(welcome.getByText(/rapidly becoming one of the leading Tamil matchmaking services/)).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Click here to' })).toHaveAttribute('href', '/register');
    // The third counts accepted interests once there are enough (e2e/public-figures.spec.ts); the
    // browser tests' server stays under the floor, where it says what a yes opens.
    for (const tile of ['ID-verified badge', 'Most trusted', 'A yes is the first step']) {
      await expect(welcome.getByRole('heading', { name: tile, exact: true })).toBeVisible();
    }
    await expect(welcome.getByRole('link', { name: '+91 94430 21050' })).toHaveAttribute('href', 'tel:+919443021050');
    await expect(welcome.getByRole('link', { name: 'support@inaimatrimony.in' })).toHaveAttribute(
      'href',
      'mailto:support@inaimatrimony.in',
    );
  });

  test('ends with the call-to-action band', async ({ page }) => {
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Find your perfect Match now' }) });
    await expect(band.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    await expect(band.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/contact');
    await band.getByRole('link', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });
});

test('/home shows the home page too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your Right Match here');
});
