import { describe, expect, it } from 'vitest';
import { PORUTHAM_KEYS } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { publicCallTests } from '../../test/public-call.js';
import { PORUTHAM_LIMIT } from './porutham.routes.js';

const ta = translatorFor('ta');

// The call touches no table: one engine is enough to boot the real app.
describe('POST /api/porutham', () => {
  const call = publicCallTests(7);

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    call.app.inject({ method: 'POST', url: '/api/porutham', payload: payload as object, headers, remoteAddress: call.ip });

  it('answers the ten poruthams in order, with English reasons, without a session', async () => {
    const response = await post({ bride: { star: 'Aswini' }, groom: { star: 'Bharani' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 10, compatible: true });
    expect(body.poruthams.map((p: { key: string }) => p.key)).toEqual([...PORUTHAM_KEYS]);
    expect(body.matched).toBe(body.poruthams.filter((p: { matched: boolean }) => p.matched).length);
    expect(body.poruthams.find((p: { key: string }) => p.key === 'rajju')).toEqual({
      key: 'rajju',
      matched: true,
      mandatory: true,
      reason: 'Rajju: Paadha (foot) and Kati (waist) Rajju — matched',
    });
    expect(body.poruthams.find((p: { key: string }) => p.key === 'dinam').reason).toBe(
      "Dinam: the groom's star is the 2nd from the bride's — matched",
    );
  });

  it('says a pair failing Rajju is incompatible, whatever the count', async () => {
    const response = await post({ bride: { star: 'Rohini' }, groom: { star: 'Hastham' } });
    const body = response.json();
    expect(body.compatible).toBe(false);
    expect(body.poruthams.find((p: { key: string }) => p.key === 'rajju').reason).toBe(
      'Rajju: both stars are Kanda (neck) Rajju — not matched',
    );
  });

  it('asks for the raasi of a star spanning two raasis, and uses it once given', async () => {
    const without = (await post({ bride: { star: 'Karthigai' }, groom: { star: 'Rohini' } })).json();
    expect(without.poruthams.find((p: { key: string }) => p.key === 'vasya')).toMatchObject({
      matched: false,
      reason: 'Vasya: choose the raasi for Karthigai to see this porutham',
    });
    const withRaasi = (
      await post({ bride: { star: 'Karthigai', raasi: 'Rishabam' }, groom: { star: 'Rohini', raasi: '' } })
    ).json();
    expect(withRaasi.poruthams.find((p: { key: string }) => p.key === 'rasi').reason).toBe(
      'Rasi: both are Rishabam raasi — matched',
    );
  });

  it('says chevvai dosham beside the ten: both or neither agree, one of the two is said plainly', async () => {
    const pair = (bride: string | undefined, groom: string | undefined, headers: Record<string, string> = {}) =>
      post({ bride: { star: 'Aswini', chevvai_dosham: bride }, groom: { star: 'Bharani', chevvai_dosham: groom } }, headers).then(
        (r) => r.json().chevvai,
      );
    expect(await pair('yes', 'yes')).toEqual({
      bride: 'yes',
      groom: 'yes',
      agreement: 'both',
      reason: 'Both have chevvai dosham. Families who follow this rule see that as a match.',
    });
    expect((await pair('no', 'no')).agreement).toBe('neither');
    expect(await pair('yes', 'no')).toMatchObject({
      agreement: 'bride_only',
      reason: expect.stringMatching(/^Only the bride has/),
    });
    expect((await pair('no', 'yes', { 'accept-language': 'ta' })).reason).toBe(ta('porutham.chevvai.groom_only'));
    // Not given is not known: nothing is said about a side nobody described.
    expect(await pair(undefined, 'yes')).toMatchObject({ bride: 'unknown', agreement: 'unknown' });
    const refused = await post({ bride: { star: 'Aswini', chevvai_dosham: 'maybe' }, groom: { star: 'Bharani' } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Please choose chevvai dosham from the list.');
  });

  it('writes the reasons in the language of Accept-Language', async () => {
    const response = await post({ bride: { star: 'Aswini' }, groom: { star: 'Kettai' } }, { 'accept-language': 'ta' });
    const vedhai = response.json().poruthams.find((p: { key: string }) => p.key === 'vedhai');
    expect(vedhai.reason).toBe(
      `${ta('porutham.name.vedhai')}: ${ta('option.star.Aswini')}, ${ta('option.star.Kettai')} வேதை நட்சத்திரங்கள் — ${ta('porutham.notMatched')}`,
    );
    expect(response.json().compatible).toBe(false);
  });

  it('refuses a raasi the star cannot have with 400 and our error shape, in the caller’s language', async () => {
    const response = await post({ bride: { star: 'Aswini', raasi: 'Rishabam' }, groom: { star: 'Rohini' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: 'This raasi does not go with the chosen star. Please choose one of the raasis offered for it.',
      errors: { 'bride.raasi': 'This raasi does not go with the chosen star. Please choose one of the raasis offered for it.' },
    });
    const tamil = await post(
      { bride: { star: 'Aswini' }, groom: { star: 'Rohini', raasi: 'Mesham' } },
      { 'accept-language': 'ta' },
    );
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json()).toMatchObject({ code: 'invalid_input', message: ta('porutham.raasiNotOfStar') });
  });

  it('refuses a missing or unknown star and an unknown raasi with 400', async () => {
    for (const body of [
      {},
      { bride: { star: 'Sun' }, groom: { star: 'Aswini' } },
      { bride: { star: 'Aswini', raasi: 'Pluto' }, groom: { star: 'Aswini' } },
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
  });

  it(`allows ${PORUTHAM_LIMIT.max} calculations per address in the window, then answers 429`, async () => {
    const body = { bride: { star: 'Aswini' }, groom: { star: 'Bharani' } };
    for (let i = 0; i < PORUTHAM_LIMIT.max; i++) expect((await post(body)).statusCode).toBe(200);
    const refused = await post(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });
});
