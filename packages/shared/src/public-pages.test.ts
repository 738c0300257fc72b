import { describe, expect, it } from 'vitest';
import { addressLocale, isKnownAddress, localeOfPath, localizedPath, PUBLIC_PAGES, publicPageAt } from './public-pages.js';
import { ROUTES } from './routes.js';

describe('the addresses of the public pages in each language', () => {
  it('gives English the page’s own path and Tamil the same under /ta', () => {
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/about', 'ta')).toBe('/ta/about');
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'ta')).toBe('/ta');
  });

  it('finds the page an address names, and its language when the address says one', () => {
    expect(publicPageAt('/about')).toEqual({ page: { path: '/about', name: 'about' } });
    expect(publicPageAt('/ta/about')).toEqual({ page: { path: '/about', name: 'about' }, locale: 'ta' });
    expect(publicPageAt('/ta')).toEqual({ page: { path: '/', name: 'home' }, locale: 'ta' });
    expect(publicPageAt('/')?.page.name).toBe('home');
  });

  it('renders ahead only the exact address: aliases, other spellings and members’ pages are not', () => {
    for (const path of [
      '/home',
      '/About',
      '/about/',
      '/ta/',
      '/ta/login',
      '/tamil/about',
      '/login',
      '/edituserprofile',
      '/ta/ta',
    ]) {
      expect(publicPageAt(path), path).toBeUndefined();
    }
  });

  it('reads the language of any address under a language’s prefix', () => {
    expect(localeOfPath('/ta/about')).toBe('ta');
    expect(localeOfPath('/ta/no-such-page')).toBe('ta');
    expect(localeOfPath('/TA')).toBe('ta');
    expect(localeOfPath('/about')).toBeUndefined();
    expect(localeOfPath('/tamil')).toBeUndefined();
  });

  it('gives each public page’s address its own language, and the root and members’ screens none', () => {
    for (const { path } of PUBLIC_PAGES) {
      expect(addressLocale(localizedPath(path, 'ta')), path).toBe('ta');
      if (path !== ROUTES.home) expect(addressLocale(path), path).toBe('en');
    }
    // As the router reads an address: another case or a trailing slash is the same page.
    expect(addressLocale('/About/')).toBe('en');
    expect(addressLocale('/TA/about')).toBe('ta');
    expect(addressLocale('/ta/no-such-page')).toBe('ta');
    // The root chooses by the reader; so do its alias, the members' screens and unknown addresses.
    for (const path of ['/', '/home', '/login', '/edituserprofile', '/matches', '/no-such-page']) {
      expect(addressLocale(path), path).toBeUndefined();
    }
  });

  it('knows every page and its Tamil address, ignoring case and a trailing slash as the router does', () => {
    for (const { path } of PUBLIC_PAGES) {
      expect(isKnownAddress(path), path).toBe(true);
      expect(isKnownAddress(localizedPath(path, 'ta')), path).toBe(true);
    }
    expect(isKnownAddress('/TA/About/')).toBe(true);
    expect(isKnownAddress(ROUTES.settings)).toBe(true);
    expect(isKnownAddress('/ta/settings')).toBe(false);
    expect(isKnownAddress('/ta/no-such-page')).toBe(false);
  });

  it('names each page once, with a file name the build can write', () => {
    const names = PUBLIC_PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z-]+$/);
  });
});
