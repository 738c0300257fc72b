import { describe, expect, it } from 'vitest';
import { localizedHref } from './localized-href';

describe('a link followed from a page read in a language', () => {
  it('goes to a public page at its address in that language', () => {
    expect(localizedHref('/porutham', 'ta')).toBe('/ta/porutham');
    expect(localizedHref('/', 'ta')).toBe('/ta');
    expect(localizedHref('/about?from=footer#team', 'ta')).toBe('/ta/about?from=footer#team');
    expect(localizedHref(`${window.location.origin}/contact`, 'ta')).toBe('/ta/contact');
  });

  it('leaves English, addresses already in a language, the app’s screens, other sites and the page’s own parts alone', () => {
    expect(localizedHref('/porutham', 'en')).toBe('/porutham');
    expect(localizedHref('/ta/about', 'ta')).toBe('/ta/about');
    expect(localizedHref('/login', 'ta')).toBe('/login');
    expect(localizedHref('https://whatsapp.com/channel/x', 'ta')).toBe('https://whatsapp.com/channel/x');
    expect(localizedHref('mailto:help@example.com', 'ta')).toBe('mailto:help@example.com');
    expect(localizedHref('#main', 'ta')).toBe('#main');
  });
});
