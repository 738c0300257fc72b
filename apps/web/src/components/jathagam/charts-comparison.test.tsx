import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { porutham } from '@inai/shared';
import { changeLocale } from '../../lib/i18n';
import { renderWithQueries } from '../../test/render';
import { ChartsComparison } from './charts-comparison';
import { COMPARISON } from './charts-comparison.fixture';

const text = (testId: string) => screen.getByTestId(testId).textContent;
const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('two charts compared', () => {
  it('draws both rasi charts with their stars and chevvai dosham, then the ten, papa samyam and dasa sandhi', () => {
    renderWithQueries(<ChartsComparison comparison={COMPARISON} heading="The two charts compared" />);
    expect(screen.getByRole('heading', { level: 2, name: 'The two charts compared' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Bride' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Groom' })).toBeTruthy();

    // Each chart says what it holds to a screen reader, sign by sign.
    const bride = screen.getByRole('img', { name: /^The bride's rasi chart in the South Indian style\./ });
    expect(bride.getAttribute('aria-label')).toContain('Rishabam: Lagnam, Sun');
    expect(bride.getAttribute('aria-label')).toContain('Dhanusu: Moon');
    expect(bride.querySelector('g[data-raasi="Dhanusu"] [data-mark="moon"]')!.textContent).toBe('Mo');
    const groom = screen.getByRole('img', { name: /^The groom's rasi chart/ });
    expect(groom.querySelector('g[data-raasi="Kadagam"] [data-mark="moon"]')).toBeTruthy();
    expect(groom.querySelector('g[data-raasi="Kumbam"] [data-mark="lagnam"]')).toBeTruthy();
    expect(text('bride-stars')).toBe('Star: Uthiradam, raasi: Dhanusu, lagnam: Rishabam');
    expect(text('groom-stars')).toBe('Star: Ayilyam, raasi: Kadagam, lagnam: Kumbam');
    expect(text('bride-chevvai')).toBe(
      'Chevvai dosham is present, counted from Venus; but the dosham is cancelled because Jupiter is with Mars or aspects it.',
    );
    expect(text('groom-chevvai')).toMatch(/^Chevvai dosham is present, counted from the lagnam/);

    // The ten of the two computed stars, as the star calculator gives them.
    const result = porutham({ star: 'Uthiradam', raasi: 'Dhanusu' }, { star: 'Ayilyam', raasi: 'Kadagam' });
    expect(text('porutham-count')).toBe(`${result.matched}/10 poruthams`);
    expect(document.querySelectorAll('[data-porutham]')).toHaveLength(10);
    expect(text('chevvai-agreement')).toBe(
      'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.',
    );

    expect(rows('papa-bride')).toEqual([
      ['Planet', 'From', 'House', 'Weight'],
      ['Saturn', 'Moon', '2', '1'],
      ['Mars', 'Venus', '12', '0.5'],
      ['Total', '1.5'],
    ]);
    expect(rows('papa-groom')).toEqual([['Planet', 'From', 'House', 'Weight'], ['No malefic in these houses.'], ['Total', '0']]);
    expect(text('papa-verdict')).toBe('Papa samyam: not balanced');

    const dasa = screen.getByRole('region', { name: 'Dasa sandhi' });
    expect(within(dasa).getByRole('listitem').textContent).toBe(
      'From 01 Mar 2029 to 15 Jul 2029: the bride begins Jupiter dasa, the groom Saturn dasa.',
    );
    expect(dasa.textContent).toContain('within six months of each other, from 30 Nov 2026 to 30 Nov 2036.');

    // The plain summary, in the answer's order, and the one sentence on the tradition followed.
    const summary = within(screen.getByTestId('charts-summary')).getAllByRole('listitem');
    expect(summary.map((line) => line.getAttribute('data-summary'))).toEqual(COMPARISON.summary);
    expect(summary[2]!.textContent).toBe(
      "Papa samyam is not balanced: the weight of the malefic planets in the bride's chart (1.5) is more than in the groom's (0).",
    );
    expect(text('charts-tradition')).toMatch(/^We count papa samyam as South Indian astrology software commonly does/);
  });

  it('says when there is no dasa sandhi, gives years alone as years, and leaves out what the page shows above', () => {
    renderWithQueries(
      <ChartsComparison
        comparison={{
          ...COMPARISON,
          dasa_sandhi: { from: '2026', to: '2036', periods: [] },
          papa_samyam: { ...COMPARISON.papa_samyam, balanced: true },
        }}
        heading="Compared"
        level={3}
        shownAbove
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Compared' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Papa samyam' })).toBeTruthy();
    expect(text('dasa-sandhi-none')).toBe('None in the next ten years.');
    expect(screen.getByRole('region', { name: 'Dasa sandhi' }).textContent).toContain('from 2026 to 2036.');
    expect(text('papa-verdict')).toBe('Papa samyam: balanced');
    expect(screen.queryByTestId('porutham-summary')).toBeNull();
    expect(screen.queryByTestId('chevvai-comparison')).toBeNull();
    // Each side's own dosham still sits under its chart.
    expect(screen.getByTestId('groom-chevvai')).toBeTruthy();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderWithQueries(<ChartsComparison comparison={COMPARISON} heading="இரு ஜாதகங்களின் ஒப்பீடு" />);
    expect(screen.getByRole('heading', { level: 3, name: 'மணமகள்' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^தென்னிந்திய முறையில் மணமகளின் ராசிக் கட்டம்\./ })).toBeTruthy();
    expect(text('bride-stars')).toBe('நட்சத்திரம்: உத்திராடம், ராசி: தனுசு, லக்னம்: ரிஷபம்');
    expect(rows('papa-bride')[1]).toEqual(['சனி', 'சந்திரன்', '2', '1']);
    expect(text('papa-verdict')).toBe('பாப சாம்யம்: சமமாக இல்லை');
    expect(within(screen.getByRole('region', { name: 'தசை சந்தி' })).getByRole('listitem').textContent).toBe(
      '1 மார்ச் 2029 முதல் 15 ஜூலை 2029 வரை: மணமகளுக்கு குரு தசை, மணமகனுக்கு சனி தசை தொடங்குகிறது.',
    );
    expect(text('porutham-count')).toMatch(/\/10 பொருத்தங்கள்$/);
  });
});
