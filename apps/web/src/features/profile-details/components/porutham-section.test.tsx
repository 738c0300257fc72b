import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { porutham, type DetailsChevvai, type DetailsPorutham, type DetailsPoruthamCharts } from '@inai/shared';
import { COMPARISON } from '../../../components/jathagam/charts-comparison.fixture';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { PoruthamSection } from './porutham-section';

function show(state: DetailsPoruthamCharts) {
  renderWithQueries(
    <MemoryRouter>
      <PoruthamSection porutham={state} name="Meena Sundaram" userId={7} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: /Porutham|பொருத்தம்/ });
}

const bride = { star: 'Rohini' as const };
const groom = { star: 'Mirugasirisham' as const, raasi: 'Mithunam' as const };
const READY: DetailsPorutham = { state: 'ready', bride, groom, result: porutham(bride, groom) };
const withChevvai = (chevvai: DetailsChevvai): DetailsPorutham => ({
  state: 'ready',
  bride,
  groom,
  result: porutham(bride, groom),
  chevvai,
});

describe('the porutham section of a profile', () => {
  it('shows the two charts compared under the ten, once, with the way to the printed report', () => {
    const charts = { ...COMPARISON, dasa_sandhi: { from: '2026', to: '2036', periods: [] } };
    const section = show({ ...READY, charts } as DetailsPoruthamCharts);
    const comparison = within(section).getByTestId('charts-comparison');
    expect(within(comparison).getByRole('heading', { level: 3, name: 'The two charts compared' })).toBeTruthy();
    expect(within(comparison).getByTestId('bride-chart')).toBeTruthy();
    expect(within(comparison).getByTestId('dasa-sandhi-none').textContent).toBe('None in the next ten years.');
    // The ten and the pair's chevvai dosham stay the section's own, shown once.
    expect(within(section).getAllByTestId('porutham-summary')).toHaveLength(1);
    expect(within(comparison).queryByTestId('chevvai-comparison')).toBeNull();
    expect(within(comparison).getByRole('link', { name: 'Print report' }).getAttribute('href')).toBe(
      '/porutham/report?profile=Nw%3D%3D',
    );
  });

  it('shows no comparison without charts', () => {
    const section = show(READY);
    expect(within(section).queryByTestId('charts-comparison')).toBeNull();
  });

  it('shows both stars and the ten poruthams when both stars are known', () => {
    const section = show(READY);
    expect(within(section).getByText("Bride's star").nextElementSibling?.textContent).toBe('Rohini');
    expect(within(section).getByText("Groom's star").nextElementSibling?.textContent).toBe('Mirugasirisham (Mithunam raasi)');
    const result = READY.state === 'ready' ? READY.result : undefined;
    expect(within(section).getByTestId('porutham-count').textContent).toBe(`${result!.matched}/10 poruthams`);
    expect(section.querySelectorAll('[data-porutham]')).toHaveLength(10);
  });

  it('says how the two stand on chevvai dosham, each side with where it was read', () => {
    const section = show(
      withChevvai({ bride: 'yes', groom: 'no', bride_source: 'chart', groom_source: 'stated', agreement: 'bride_only' }),
    );
    const chevvai = within(section).getByTestId('chevvai-comparison');
    expect(within(chevvai).getByRole('heading', { level: 3, name: 'Chevvai dosham' })).toBeTruthy();
    expect(within(chevvai).getByTestId('chevvai-agreement').textContent).toBe(
      'Only the bride has chevvai dosham. Families who follow this rule look for a groom who has it too; many decide by the poruthams alone.',
    );
    const side = (key: string) => chevvai.querySelector(`[data-chevvai-side="${key}"]`)!;
    expect(side('bride').querySelector('dt')!.textContent).toBe("Bride's chevvai dosham");
    expect(side('bride').querySelector('dd')!.textContent).toBe('Has chevvai dosham' + 'From the birth chart');
    expect(side('groom').querySelector('dd')!.textContent).toBe('No chevvai dosham' + 'As stated in the profile');
    // Still one card: the chevvai line sits in the porutham summary, after the ten.
    expect(within(section).getAllByTestId('porutham-summary')).toHaveLength(1);
  });

  it('says plainly when chevvai dosham is not known for a side, with no source for it', () => {
    const section = show(
      withChevvai({ bride: 'unknown', groom: 'yes', bride_source: null, groom_source: 'chart', agreement: 'unknown' }),
    );
    expect(within(section).getByTestId('chevvai-agreement').textContent).toBe(
      'Chevvai dosham cannot be compared yet: we do not know it for one or both of the two.',
    );
    expect(section.querySelector('[data-chevvai-side="bride"] dd')!.textContent).toBe('Not known');
  });

  it('has no chevvai line when the answer carries none', () => {
    const section = show(READY);
    expect(within(section).queryByTestId('chevvai-comparison')).toBeNull();
  });

  it('asks viewers without a star to add theirs, with the way to it', () => {
    const section = show({ state: 'viewer_star_missing' });
    expect(
      within(section).getByText(/Add your star to your profile \(Religion & Caste\) to see how your stars match\./),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Add my star' }).getAttribute('href')).toBe('/edituserprofile');
  });

  it('says when the member has not added a star', () => {
    const section = show({ state: 'member_star_missing' });
    expect(
      within(section).getByText('Meena Sundaram has not added a star yet, so the poruthams cannot be worked out.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    const section = show(READY);
    expect(within(section).getByText('மணமகளின் நட்சத்திரம்').nextElementSibling?.textContent).toBe('ரோகிணி');
    expect(within(section).getByText('மணமகனின் நட்சத்திரம்').nextElementSibling?.textContent).toBe('மிருகசீரிடம் (மிதுன ராசி)');
  });

  it('says the chevvai dosham line in Tamil', async () => {
    await changeLocale('ta');
    const section = show(
      withChevvai({ bride: 'yes', groom: 'yes', bride_source: 'stated', groom_source: 'chart', agreement: 'both' }),
    );
    expect(within(section).getByTestId('chevvai-agreement').textContent).toBe(
      'இருவருக்கும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் இதைப் பொருத்தமாகக் கருதுவார்கள்.',
    );
    expect(section.querySelector('[data-chevvai-side="bride"] dd')!.textContent).toBe(
      'செவ்வாய் தோஷம் உள்ளது' + 'சுயவிவரத்தில் குறிப்பிட்டபடி',
    );
    expect(section.querySelector('[data-chevvai-side="groom"] dd')!.textContent).toBe(
      'செவ்வாய் தோஷம் உள்ளது' + 'பிறப்பு ஜாதகத்திலிருந்து',
    );
  });
});
