import { describe, expect, it } from 'vitest';
import { createAlertLinks } from './alert-link.js';
import { createOneClickStop } from './one-click-stop.js';

const secret = Buffer.from('a-test-secret-of-at-least-32-characters!');
const links = createAlertLinks(secret, 'https://inai.example.in');
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

describe('the "Not you?" links of sign-in alerts', () => {
  const now = new Date('2026-03-05T10:00:00Z');
  const expires = new Date('2026-03-12T10:00:00Z');

  it('names the alert and its end, signed, on the page that asks before it acts', () => {
    const url = links.link(42, expires);
    expect(url).toMatch(/^https:\/\/inai\.example\.in\/not-me\?t=42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(links.read(tokenOf(url), now)).toEqual({ alertId: 42, expires, status: 'valid' });
  });

  it('reads a link past its end as expired, and refuses a changed or foreign one', () => {
    const token = tokenOf(links.link(42, expires));
    expect(links.read(token, new Date(expires.getTime() + 1000))?.status).toBe('expired');
    const [, seconds, signature] = token.split('.');
    // Another alert, a later end, another key: none reads.
    expect(links.read(`43.${seconds}.${signature}`, now)).toBeUndefined();
    expect(links.read(`42.${Number(seconds) + 86_400}.${signature}`, now)).toBeUndefined();
    const other = createAlertLinks(Buffer.from('another-secret-of-at-least-32-characters'), 'https://inai.example.in');
    expect(other.read(token, now)).toBeUndefined();
    for (const bad of ['', '42', 'x.1.2', `42.${seconds}.${signature}=`, `042.${seconds}.${signature}`])
      expect(links.read(bad, now)).toBeUndefined();
  });

  it('cannot be made from a one-click stop link signed with the same key, nor the other way', () => {
    const stop = createOneClickStop(secret, 'https://inai.example.in');
    const stopToken = new URL(stop.links('daily_picks', 42, now).page).searchParams.get('t')!;
    const [, id, stopExpires, stopSignature] = stopToken.split('.');
    expect(links.read(`${id}.${stopExpires}.${stopSignature}`, now)).toBeUndefined();
    const [alertId, alertExpires, alertSignature] = tokenOf(links.link(42, expires)).split('.');
    expect(stop.read(`daily_picks.${alertId}.${alertExpires}.${alertSignature}`, now)).toBeUndefined();
  });
});
