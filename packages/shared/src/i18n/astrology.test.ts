import { describe, expect, it } from 'vitest';
import { CHEVVAI_DOSHAM_EXCEPTIONS, PLANET_KEYS, type ChevvaiDoshamException, type ChevvaiDoshamFrom } from '../jathagam.js';
import { RAASIS } from '../options.js';
import { poruthamReason } from '../porutham/describe.js';
import type { PoruthamCheck } from '../schemas/porutham.js';
import { chevvaiDoshamText, dasaName, nearBoundaryText, raasiNamed } from './astrology.js';
import { translatorFor } from './catalogue.js';

const en = translatorFor('en');
const ta = translatorFor('ta');

describe('dasa names', () => {
  it('joins each graha to தசை in the form Tamil gives it', () => {
    expect(PLANET_KEYS.map((lord) => dasaName(ta, lord))).toEqual([
      'சூரிய தசை',
      'சந்திர தசை',
      'செவ்வாய் தசை',
      'புதன் தசை',
      'குரு தசை',
      'சுக்கிர தசை',
      'சனி தசை',
      'ராகு தசை',
      'கேது தசை',
    ]);
  });

  it('keeps the English names', () => {
    expect(PLANET_KEYS.map((lord) => dasaName(en, lord))).toEqual([
      'Sun dasa',
      'Moon dasa',
      'Mars dasa',
      'Mercury dasa',
      'Jupiter dasa',
      'Venus dasa',
      'Saturn dasa',
      'Rahu dasa',
      'Ketu dasa',
    ]);
  });

  it('writes the balance at birth and the bhuktis heading with the dasa name', () => {
    const balance = (t: typeof ta, lord: (typeof PLANET_KEYS)[number]) =>
      t('jathagam.balance', { dasa: dasaName(t, lord), years: 5, months: 5, days: 27 });
    expect(balance(ta, 'sun')).toBe('பிறப்பின்போது சூரிய தசை இருப்பு: 5 ஆண்டுகள், 5 மாதங்கள், 27 நாள்கள்');
    expect(balance(ta, 'venus')).toBe('பிறப்பின்போது சுக்கிர தசை இருப்பு: 5 ஆண்டுகள், 5 மாதங்கள், 27 நாள்கள்');
    expect(balance(en, 'moon')).toBe('Balance of Moon dasa at birth: 5 years, 5 months, 27 days');
    expect(ta('jathagam.bhuktisOf', { dasa: dasaName(ta, 'moon') })).toBe('சந்திர தசை: புக்திகள்');
    expect(en('jathagam.bhuktisOf', { dasa: dasaName(en, 'moon') })).toBe('Bhuktis of Moon dasa');
  });
});

describe('chevvai dosham', () => {
  const present = (from: ChevvaiDoshamFrom[]) => ({ present: true, from, exception: null });
  const cancelled = (from: ChevvaiDoshamFrom[], exception: ChevvaiDoshamException) => ({ present: false, from, exception });

  const CLAUSE: Record<ChevvaiDoshamFrom, string> = {
    lagnam: 'லக்னத்திலிருந்து எண்ணும்போது செவ்வாய் தோஷம் உள்ளது',
    moon: 'சந்திரனிலிருந்து எண்ணும்போது செவ்வாய் தோஷம் உள்ளது',
    venus: 'சுக்கிரனிலிருந்து எண்ணும்போது செவ்வாய் தோஷம் உள்ளது',
  };
  const EXCEPTION: Record<ChevvaiDoshamException, string> = {
    mars_own_sign: 'செவ்வாய் ஆட்சி பெற்றுள்ளது',
    mars_exalted: 'செவ்வாய் உச்சம் பெற்றுள்ளது',
    lagnam_kadagam_simmam: 'கடக அல்லது சிம்ம லக்னம்',
    house_sign: 'செவ்வாய் இருக்கும் ராசி அந்த வீட்டுக்கு விதிவிலக்கு',
    jupiter_with_or_aspecting_mars: 'குரு செவ்வாயுடன் சேர்ந்துள்ளது, அல்லது செவ்வாயைப் பார்க்கிறது',
    mars_with_moon: 'செவ்வாய் சந்திரனுடன் சேர்ந்துள்ளது',
  };

  it('covers every exception the engine can give', () => {
    expect(Object.keys(EXCEPTION).sort()).toEqual([...CHEVVAI_DOSHAM_EXCEPTIONS].sort());
  });

  it.each(['lagnam', 'moon', 'venus'] as const)('says it is present counted from the %s, in one sentence', (point) => {
    expect(chevvaiDoshamText(ta, present([point]))).toBe(`${CLAUSE[point]}.`);
  });

  it.each(
    (['lagnam', 'moon', 'venus'] as const).flatMap((point) =>
      CHEVVAI_DOSHAM_EXCEPTIONS.map((exception) => [point, exception] as const),
    ),
  )('counted from the %s and cancelled because of %s, reads as one sentence', (point, exception) => {
    expect(chevvaiDoshamText(ta, cancelled([point], exception))).toBe(
      `${CLAUSE[point]}; ஆனால் ${EXCEPTION[exception]} என்பதால் தோஷம் நீங்குகிறது.`,
    );
  });

  it('marks each of two or three reference points, in their fixed order', () => {
    expect(chevvaiDoshamText(ta, present(['moon', 'lagnam']))).toBe(
      'லக்னத்திலிருந்தும் சந்திரனிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது.',
    );
    expect(chevvaiDoshamText(ta, present(['lagnam', 'venus']))).toBe(
      'லக்னத்திலிருந்தும் சுக்கிரனிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது.',
    );
    expect(chevvaiDoshamText(ta, cancelled(['moon', 'venus'], 'mars_exalted'))).toBe(
      'சந்திரனிலிருந்தும் சுக்கிரனிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது; ஆனால் செவ்வாய் உச்சம் பெற்றுள்ளது என்பதால் தோஷம் நீங்குகிறது.',
    );
    expect(chevvaiDoshamText(ta, present(['lagnam', 'moon', 'venus']))).toBe(
      'லக்னம், சந்திரன், சுக்கிரன் மூன்றிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது.',
    );
  });

  it('says when Mars is in no dosham house', () => {
    expect(chevvaiDoshamText(ta, { present: false, from: [], exception: null })).toBe(
      'லக்னம், சந்திரன், சுக்கிரன் ஆகியவற்றிலிருந்து எண்ணும்போது செவ்வாய் தோஷம் தரும் வீட்டில் செவ்வாய் இல்லை.',
    );
  });

  it('reads the same way in English', () => {
    expect(chevvaiDoshamText(en, present(['lagnam', 'moon']))).toBe(
      'Chevvai dosham is present, counted from the lagnam and the Moon.',
    );
    expect(chevvaiDoshamText(en, cancelled(['venus'], 'mars_own_sign'))).toBe(
      'Chevvai dosham is present, counted from Venus; but the dosham is cancelled because Mars is in its own sign.',
    );
  });
});

describe('raasis named with the word raasi', () => {
  it('gives each raasi its own form before ராசி', () => {
    expect(RAASIS.map((raasi) => raasiNamed(ta, raasi))).toEqual([
      'மேஷ ராசி',
      'ரிஷப ராசி',
      'மிதுன ராசி',
      'கடக ராசி',
      'சிம்ம ராசி',
      'கன்னி ராசி',
      'துலா ராசி',
      'விருச்சிக ராசி',
      'தனுசு ராசி',
      'மகர ராசி',
      'கும்ப ராசி',
      'மீன ராசி',
    ]);
    expect(raasiNamed(en, 'Mesham')).toBe('Mesham raasi');
  });

  const rasi = (bride: string, groom: string, count: number): PoruthamCheck => ({
    key: 'rasi',
    matched: true,
    mandatory: false,
    needs_raasi: false,
    facts: { bride, groom, count },
  });

  it('writes the rasi porutham with those forms', () => {
    expect(poruthamReason(ta, rasi('Mesham', 'Mesham', 1))).toBe('ராசி: இருவருக்கும் மேஷ ராசி — பொருத்தம் உண்டு');
    expect(poruthamReason(ta, rasi('Thulam', 'Kumbam', 5))).toBe(
      'ராசி: மணமகள் துலா ராசி, மணமகன் கும்ப ராசி; மணமகளின் ராசியிலிருந்து மணமகனின் ராசி 5-ஆவது — பொருத்தம் உண்டு',
    );
    expect(poruthamReason(en, rasi('Simmam', 'Simmam', 1))).toBe('Rasi: both are Simmam raasi — matched');
  });

  it("writes a day's star and raasi with that form", () => {
    expect(ta('birth.starAndRaasi', { star: 'கார்த்திகை', raasi: raasiNamed(ta, 'Rishabam') })).toBe('கார்த்திகை (ரிஷப ராசி)');
  });
});

describe('notes under the chart', () => {
  it('names the place in brackets, with no case ending after it', () => {
    expect(ta('jathagam.computedNote', { place: 'சென்னை, தமிழ்நாடு, இந்தியா' })).toBe(
      'லாஹிரி அயனாம்சப்படி கணிக்கப்பட்டது (ஊர்: சென்னை, தமிழ்நாடு, இந்தியா); நேரம் பிறந்த ஊரின் உள்ளூர் நேரம்.',
    );
    expect(en('jathagam.computedNote', { place: 'Chennai, Tamil Nadu, India' })).toBe(
      'Computed with the Lahiri ayanamsa (place: Chennai, Tamil Nadu, India); times are local to the place of birth.',
    );
  });

  it('lists one point or several near a boundary in the same sentence', () => {
    expect(nearBoundaryText(ta, ['moon'])).toBe(
      'ராசி, நட்சத்திரம் அல்லது பாதத்தின் எல்லைக்கு அருகில் உள்ளவை: சந்திரன். பிறந்த நேரம் சில நிமிடங்கள் மாறினாலும் இந்த நிலை மாறலாம்; பிறந்த நேரத்தைச் சரிபார்க்கவும்.',
    );
    expect(nearBoundaryText(ta, ['lagnam', 'moon', 'saturn'])).toBe(
      'ராசி, நட்சத்திரம் அல்லது பாதத்தின் எல்லைக்கு அருகில் உள்ளவை: லக்னம், சந்திரன், சனி. பிறந்த நேரம் சில நிமிடங்கள் மாறினாலும் இந்த நிலை மாறலாம்; பிறந்த நேரத்தைச் சரிபார்க்கவும்.',
    );
    expect(nearBoundaryText(en, ['mars'])).toBe(
      "Close to the edge of a raasi, star or padam: Mars. A few minutes' difference in the birth time can change this, so please check the birth time.",
    );
  });

  it('heads the navamsam chart as நவாம்சக் கட்டம்', () => {
    expect(ta('jathagam.navamsamChartLabel')).toMatch(/^தென்னிந்திய முறையில் நவாம்சக் கட்டம்;/);
    expect(ta('jathagam.rasiChartLabel')).toMatch(/^தென்னிந்திய முறையில் ராசிக் கட்டம்;/);
  });
});
