import { describe, expect, it } from 'vitest';
import { isNeverKeptPath, webAppManifestPath } from './installable-app.js';

describe('what the service worker never keeps', () => {
  it.each([
    '/api/me',
    '/api/media/photo/12/full',
    '/api',
    '/media/horoscope/3/full',
    '/media',
    '/dev/mailbox/messages',
    '/API/me',
    '/Media/photo/1/thumb',
  ])('leaves %s alone', (path) => {
    expect(isNeverKeptPath(path)).toBe(true);
  });

  it.each(['/', '/assets/index-abc.js', '/offline.html', '/icons/icon-192.png', '/apiary', '/mediator', '/developers'])(
    'may keep %s',
    (path) => {
      expect(isNeverKeptPath(path)).toBe(false);
    },
  );
});

describe('the manifest of each language', () => {
  it('has an address of its own', () => {
    expect(webAppManifestPath('en')).toBe('/manifest.en.webmanifest');
    expect(webAppManifestPath('ta')).toBe('/manifest.ta.webmanifest');
  });
});
