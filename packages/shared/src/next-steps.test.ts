import { describe, expect, it } from 'vitest';
import { nextSteps } from './next-steps.js';
import type { PublicUser } from './schemas/user.js';

type Own = Parameters<typeof nextSteps>[0];
const details = (values: Partial<NonNullable<PublicUser['user_details']>>) =>
  values as unknown as NonNullable<PublicUser['user_details']>;
const image = { id: 1 } as unknown as PublicUser['user_images'][number];

const empty: Own = {
  user_details: null,
  user_profile_picture: null,
  user_images: [],
  user_horoscopes: [],
  partner_preferences: null,
  phone: '9840011111',
  phone_verified: false,
};

const complete: Own = {
  user_details: details({
    gender: 'Female',
    dob: '1996-04-02',
    state: 'Tamil Nadu',
    star: 'Rohini',
    religion: 'Hindu',
    caste: 'Mudaliar',
    family_type: 'Joint',
    degree: 'B.E.',
    about: 'Teacher in Madurai.',
    diet: 'Vegetarian',
  }),
  user_profile_picture: 'photo.webp',
  user_images: [image, image, image],
  user_horoscopes: [{ id: 1 } as unknown as PublicUser['user_horoscopes'][number]],
  partner_preferences: { gender: 'Male' } as NonNullable<PublicUser['partner_preferences']>,
  phone: '9840011111',
  phone_verified: true,
};

describe('nextSteps', () => {
  it('lists everything for a new member, the basics, a photo and the preferences first', () => {
    const steps = nextSteps(empty);
    expect(steps.map((s) => s.key)).toEqual([
      'basics',
      'photo',
      'preferences',
      'star',
      'religion',
      'family',
      'education',
      'mobile',
      'about',
      'horoscope',
      'lifestyle',
      'morePhotos',
    ]);
    expect(steps.slice(0, 3).map((s) => s.href)).toEqual(['/edituserprofile#basic-info', '/userprofile', '/partnerpreferences']);
    expect(steps.find((s) => s.key === 'mobile')?.href).toBe('/settings#mobile');
  });

  it('lists nothing once everything is added', () => {
    expect(nextSteps(complete)).toEqual([]);
  });

  it('asks for what one section lacks: the star when the rest of religion is there; one family fact is enough', () => {
    const steps = nextSteps({ ...complete, user_details: details({ ...complete.user_details, star: null }) });
    expect(steps).toEqual([{ key: 'star', href: '/edituserprofile#religion-caste' }]);
    const noFamily = details({ ...complete.user_details, family_type: null });
    expect(nextSteps({ ...complete, user_details: noFamily }).map((s) => s.key)).toEqual(['family']);
    const blankAbout = details({ ...complete.user_details, about: '   ' });
    expect(nextSteps({ ...complete, user_details: blankAbout }).map((s) => s.key)).toEqual(['about']);
    expect(nextSteps({ ...complete, user_images: [image] }).map((s) => s.key)).toEqual(['morePhotos']);
  });

  it('asks for no horoscope upload once a saved birth time draws the jathagam; a place alone does not', () => {
    const noImages = { ...complete, user_horoscopes: [] };
    expect(nextSteps(noImages)).toEqual([{ key: 'horoscope', href: '/userhoroscope' }]);
    const birth = (time: string | null) =>
      ({
        time,
        place: null,
        latitude: 13.08,
        longitude: 80.27,
        timezone: 'Asia/Kolkata',
      }) as unknown as PublicUser['birth_details'];
    expect(nextSteps({ ...noImages, birth_details: birth('06:30') })).toEqual([]);
    expect(nextSteps({ ...noImages, birth_details: birth(null) }).map((s) => s.key)).toEqual(['horoscope']);
  });

  it('asks an account without a number for one, right after the basics, and not to verify what it lacks', () => {
    const steps = nextSteps({ ...empty, phone: '' }).map((s) => s.key);
    expect(steps.slice(0, 3)).toEqual(['basics', 'addMobile', 'photo']);
    expect(steps).not.toContain('mobile');
    expect(nextSteps({ ...complete, phone: '', phone_verified: false })).toEqual([
      { key: 'addMobile', href: '/settings#mobile' },
    ]);
  });
});
