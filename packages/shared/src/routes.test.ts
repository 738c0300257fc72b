import { describe, expect, it } from 'vitest';
import { isKnownWebPath } from './routes.js';

describe('isKnownWebPath', () => {
  it.each([
    '/',
    '/home',
    '/about',
    '/About',
    '/contact/',
    '/privacypolicy',
    '/termsconditions',
    '/refundpolicy',
    '/comingsoon',
    '/login',
    '/register',
    '/logout',
    '/verifyotp',
    '/Verifyotp',
    '/reset-password',
    '/edituserprofile',
    '/matches',
  ])('knows %s', (path) => expect(isKnownWebPath(path)).toBe(true));

  it.each(['/nope', '/about/team', '/home/extra', '/api/health', '/about//', '/pricing', '/allprofiles'])(
    'does not know %s',
    (path) => {
      expect(isKnownWebPath(path)).toBe(false);
    },
  );
});
