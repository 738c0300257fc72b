import fs from 'node:fs';
import path from 'node:path';
import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { searchableInDatabase } from '../../test/members.js';
import { createTestApp, tempDir, type TestApp } from '../../test/test-app.js';
import { countPublicFigures } from './public-figures.repository.js';
import { FIGURES_MAX_AGE_MS, startPublicFigures } from './public-figures.service.js';

const dob = addDays(latestBirthDate(todayInIndia(), 28), -40);

// The pages as the build renders them (apps/web/scripts/prerender.mjs): the about page without
// the figures (a sentence) and with their placeholders (four counters); the contact page shows
// none and has one version only.
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head>
<meta name="app:figures" content="__PUBLIC_FIGURES__" />
<meta name="csp-nonce" content="__CSP_NONCE__" /><title>x</title></head><body><div id="root"><main>${body}</main></div></body></html>`;
const COUNTERS =
  '<dl><dd>__FIGURE_INTERESTSACCEPTED__</dd><dd>__FIGURE_MEMBERS__</dd><dd>__FIGURE_GROOMS__</dd><dd>__FIGURE_BRIDES__</dd></dl>';
const TEMPLATES: Record<string, Record<string, string>> = {
  en: {
    about: '<h1>About Us</h1><p>We are still growing</p>',
    'about.figures': `<h1>About Us</h1>${COUNTERS}`,
    contact: '<h1>Contact Us</h1>',
  },
  ta: {
    about: '<h1>எங்களைப் பற்றி</h1><p>நாங்கள் இன்னும் வளர்ந்து வருகிறோம்</p>',
    'about.figures': `<h1>எங்களைப் பற்றி</h1>${COUNTERS}`,
    contact: '<h1>தொடர்புகொள்ள</h1>',
  },
};

describe.each(ENGINES)('the public figures of the home and about pages on %s', (engine) => {
  let t: TestApp;
  let dist: ReturnType<typeof tempDir>;
  const members = { grooms: [] as number[], brides: [] as number[] };

  const accept = (from: number, to: number, status: 'Accepted' | 'Requested' | 'Rejected' = 'Accepted') => {
    const now = new Date().toISOString();
    return t.app.ctx.db
      .insertInto('interests')
      .values({ user_id: from, partner_id: to, status, requested_on: now, updated_on: now })
      .execute();
  };

  beforeAll(async () => {
    dist = tempDir('inai-dist-');
    fs.writeFileSync(path.join(dist.dir, 'index.html'), page('en', ''));
    for (const [locale, pages] of Object.entries(TEMPLATES)) {
      fs.mkdirSync(path.join(dist.dir, 'prerendered', locale), { recursive: true });
      for (const [name, body] of Object.entries(pages)) {
        fs.writeFileSync(path.join(dist.dir, 'prerendered', locale, `${name}.html`), page(locale, body));
      }
    }
    t = await createTestApp({ engine, env: { WEB_DIST_DIR: dist.dir, PUBLIC_FIGURES_FLOOR: '3' } });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('below the floor, serves the pages without a number, and the page tells the browser so', async () => {
    for (const url of ['/about', '/ta/about']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="app:figures" content="" />');
      expect(response.body).not.toContain('<dl>');
      expect(response.body).not.toMatch(/__[A-Z_]+__/);
    }
    expect((await t.app.inject('/about')).body).toContain('We are still growing');
    expect((await t.app.inject('/ta/about')).body).toContain('நாங்கள் இன்னும் வளர்ந்து வருகிறோம்');
  });

  it('counts members in good standing who verified their e-mail, the grooms and brides among them, and interests they accepted', async () => {
    for (let i = 0; i < 4; i++) {
      members.grooms.push(await searchableInDatabase(t.app, { gender: 'Male', dob }));
      members.brides.push(await searchableInDatabase(t.app, { gender: 'Female', dob }));
    }
    const [g1, g2, g3, g4] = members.grooms as [number, number, number, number];
    const [b1, b2, b3, b4] = members.brides as [number, number, number, number];
    await accept(g1, b1);
    await accept(b2, g2);
    await accept(g3, b3);
    await accept(g4, b4, 'Requested');
    await accept(b4, g1, 'Rejected');
    expect(await countPublicFigures(t.app.ctx.db)).toEqual({ members: 8, grooms: 4, brides: 4, interestsAccepted: 3 });

    // Nobody who is not a member here now counts, nor an interest they accepted.
    const db = t.app.ctx.db;
    const now = new Date().toISOString();
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await searchableInDatabase(t.app, { gender: i % 2 ? 'Male' : 'Female', dob }));
    const [unverified, suspended, leaving, erased, operator, demo] = others as [number, number, number, number, number, number];
    await db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified).execute();
    await db.updateTable('users').set({ suspended_at: now, suspension_reason: 'fake' }).where('id', '=', suspended).execute();
    await db.updateTable('users').set({ deletion_requested_at: now }).where('id', '=', leaving).execute();
    await db.updateTable('users').set({ erased_at: now }).where('id', '=', erased).execute();
    await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operator).execute();
    await db.updateTable('users').set({ email: 'demo.999@demo.invalid' }).where('id', '=', demo).execute();
    for (const other of others) await accept(other, g1);
    // A member without a profile yet is a member, neither groom nor bride.
    const bare = await searchableInDatabase(t.app, { gender: 'Male', dob });
    await db.deleteFrom('user_details').where('user_id', '=', bare).execute();
    expect(await countPublicFigures(db)).toEqual({ members: 9, grooms: 4, brides: 4, interestsAccepted: 3 });
  });

  it('at the floor, serves the pages drawn with the figures, filled in, and the same figures to the browser', async () => {
    // Counted at start and then once an hour: not yet.
    expect((await t.app.inject('/about')).body).toContain('We are still growing');
    await t.app.ctx.figures.refresh();
    expect(t.app.ctx.figures.shown()).toEqual({ members: 9, grooms: 4, brides: 4, interestsAccepted: 3 });

    const english = await t.app.inject({ url: '/about', headers: { cookie: 'locale=ta' } });
    expect(english.body).toContain('<h1>About Us</h1><dl><dd>3+</dd><dd>9+</dd><dd>4+</dd><dd>4+</dd></dl>');
    expect(english.body).toContain('<meta name="app:figures" content="members=9+;grooms=4+;brides=4+;interestsAccepted=3+" />');
    expect(english.body).not.toContain('We are still growing');
    const tamil = await t.app.inject('/ta/about');
    expect(tamil.body).toContain('<h1>எங்களைப் பற்றி</h1><dl><dd>3+</dd><dd>9+</dd>');
    // A page without figures is the same, and still tells the browser them for the pages it opens next.
    const contact = await t.app.inject('/contact');
    expect(contact.body).toContain('<h1>Contact Us</h1>');
    expect(contact.body).toContain('content="members=9+;grooms=4+;brides=4+;interestsAccepted=3+"');
    // So does the app's shell, for the screens drawn in the browser.
    expect((await t.app.inject('/login')).body).toContain('content="members=9+;grooms=4+;brides=4+;interestsAccepted=3+"');
  });

  it('goes back to the sentence when a figure falls under the floor again', async () => {
    const [g1, , g3] = members.grooms as [number, number, number];
    // Two of the three accepted interests lose a member: one is left, under the floor of 3.
    await t.app.ctx.db.updateTable('users').set({ suspended_at: new Date().toISOString() }).where('id', 'in', [g1, g3]).execute();
    await t.app.ctx.figures.refresh();
    expect(t.app.ctx.figures.shown()).toBeNull();
    const response = await t.app.inject('/about');
    expect(response.body).toContain('We are still growing');
    expect(response.body).toContain('<meta name="app:figures" content="" />');
    await t.app.ctx.db.updateTable('users').set({ suspended_at: null }).where('id', 'in', [g1, g3]).execute();
  });

  it('recounts, without making a page wait, once the figures are an hour old', async () => {
    let clock = 1_000_000;
    const figures = await startPublicFigures(t.app.ctx.db, 3, t.app.log, () => clock);
    expect(figures.shown()).toEqual({ members: 9, grooms: 4, brides: 4, interestsAccepted: 3 });
    // A pair no interest joins yet: two members hold at most one between them.
    await accept(members.brides[2]!, members.grooms[1]!);
    clock += FIGURES_MAX_AGE_MS - 1;
    expect(figures.shown()?.interestsAccepted).toBe(3);
    await backgroundSettled();
    expect(figures.shown()?.interestsAccepted).toBe(3);
    clock += 2;
    // This page view still gets the figures it found; the next gets the new count.
    expect(figures.shown()?.interestsAccepted).toBe(3);
    await backgroundSettled();
    expect(figures.shown()?.interestsAccepted).toBe(4);
  });
});
