import { describe, expect, it } from 'vitest';
import { createOneClickStop, STOP_LINK_DAYS } from './one-click-stop.js';

const DAY = 86_400_000;
const now = new Date('2027-01-10T05:00:00Z');

describe('one-click stop links', () => {
  const stops = createOneClickStop(Buffer.from('a secret of at least thirty-two characters'), 'https://inai.example.in');
  const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

  it('makes the page link and the header URL with one token that names the list and the member', () => {
    const { page, post } = stops.links('daily_picks', 42, now);
    expect(page).toMatch(/^https:\/\/inai\.example\.in\/mail-stop\?t=daily_picks\.42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(post).toBe(page.replace('/mail-stop?', '/api/mail-stop?'));
    expect(stops.read(tokenOf(page), now)).toMatchObject({ list: 'daily_picks', userId: 42, status: 'valid' });
    // The same link all day.
    expect(stops.links('daily_picks', 42, new Date(now.getTime() + 3600_000)).page).toBe(page);
  });

  it(`works for ${STOP_LINK_DAYS} days, then reads as expired`, () => {
    const token = tokenOf(stops.links('daily_picks', 7, now).page);
    expect(stops.read(token, new Date(now.getTime() + (STOP_LINK_DAYS - 1) * DAY))?.status).toBe('valid');
    expect(stops.read(token, new Date(now.getTime() + (STOP_LINK_DAYS + 1) * DAY))?.status).toBe('expired');
  });

  it('refuses a token another key signed, or one changed in any part', () => {
    const token = tokenOf(stops.links('daily_picks', 7, now).page);
    const other = createOneClickStop(Buffer.from('another secret of thirty-two characters!'), 'https://inai.example.in');
    expect(other.read(token, now)).toBeUndefined();
    const [list, id, expires, signature] = token.split('.') as [string, string, string, string];
    for (const changed of [
      `${list}.8.${expires}.${signature}`,
      `${list}.${id}.${Number(expires) + 1}.${signature}`,
      `interest_mails.${id}.${expires}.${signature}`,
      `${list}.${id}.${expires}.${signature.slice(1)}`,
      `${token}x`,
      '',
    ]) {
      expect(stops.read(changed, now), changed).toBeUndefined();
    }
  });

  it('names only lists of plain lower-case words', () => {
    expect(() => stops.links('Daily.Picks', 1, now)).toThrow(/not a list name/);
  });
});
