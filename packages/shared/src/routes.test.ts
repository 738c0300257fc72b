import { describe, expect, it } from 'vitest';
import { biodataPath, chatPath, decodeProfileId, isKnownWebPath, poruthamReportPath, profileDetailsPath } from './routes.js';

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
    '/allprofiles',
    '/profiledetails/MTIz',
    '/ProfileDetails/NDI%3D',
    '/pricing',
    '/userplan',
    '/userinterests',
    '/UserInterests',
    '/premiumuserbenefits',
    '/settings',
    '/settings/',
    '/chat',
    '/Chat/',
    '/chat/MTIz',
    '/chat/NDI%3D',
    '/payment-status',
    '/payment-response',
    '/payment-cancel',
    '/PaymentPage',
    '/paymentpage',
    '/biodata/MTIz',
    '/mail-stop',
  ])('knows %s', (path) => expect(isKnownWebPath(path)).toBe(true));

  it.each([
    '/nope',
    '/about/team',
    '/home/extra',
    '/api/health',
    '/about//',
    '/pricing/extra',
    '/payment-status/abc',
    '/settings/password',
    '/userinterests/sent',
    '/profiledetails',
    '/profiledetails/a/b',
    '/chat/a/b',
    '/chats',
    '/biodata',
    '/biodata/a/b',
  ])('does not know %s', (path) => {
    expect(isKnownWebPath(path)).toBe(false);
  });
});

describe('profile details addresses', () => {
  it("carry the member's user_id in base64, URL-encoded", () => {
    expect(profileDetailsPath(123)).toBe('/profiledetails/MTIz');
    expect(profileDetailsPath(42)).toBe('/profiledetails/NDI%3D');
    for (const id of [1, 42, 123, 99_999, 2_147_483_647]) {
      expect(decodeProfileId(profileDetailsPath(id).split('/')[2]!)).toBe(id);
    }
  });

  it('refuse anything that is not a user id', () => {
    for (const bad of ['', '%', '!!', btoa('0'), btoa('-1'), btoa('1.5'), btoa('12a'), btoa('2147483648'), btoa("1' OR 1=1")]) {
      expect(decodeProfileId(bad), bad).toBeNull();
    }
  });
});

describe('conversation addresses', () => {
  it("carry the other member's user_id as profile details do", () => {
    expect(chatPath(123)).toBe('/chat/MTIz');
    expect(chatPath(42)).toBe('/chat/NDI%3D');
    expect(decodeProfileId(chatPath(42).slice('/chat/'.length))).toBe(42);
  });
});

describe('biodata addresses', () => {
  it("carry the member's user_id as profile details do", () => {
    expect(biodataPath(123)).toBe('/biodata/MTIz');
    expect(decodeProfileId(biodataPath(42).slice('/biodata/'.length))).toBe(42);
  });
});

describe('porutham report addresses', () => {
  it("names the member by the details page's id, never a birth", () => {
    expect(poruthamReportPath(123)).toBe('/porutham/report?profile=MTIz');
    expect(decodeProfileId(new URL(poruthamReportPath(42), 'https://x').searchParams.get('profile')!)).toBe(42);
    expect(isKnownWebPath('/porutham/report')).toBe(true);
  });
});
