import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { ChartPair, ChartSection } from './chart-section';
import { MEMBER_CHART } from './member-chart.fixture';

const marksIn = (chart: HTMLElement, raasi: string) =>
  [...chart.querySelectorAll(`g[data-raasi="${raasi}"] tspan`)].map((s) => s.textContent?.trim());

describe("a member's chart (no longitudes)", () => {
  it('draws both charts and the birth star, and lists positions without a degree column', () => {
    render(<ChartSection chart={MEMBER_CHART} />);
    const rasi = screen.getByRole('img', { name: /^Rasi chart/ });
    expect(marksIn(rasi, 'Rishabam')).toEqual(['La', 'Su']);
    expect(marksIn(rasi, 'Mesham')).toEqual(['Me(R)']);
    const navamsam = screen.getByRole('img', { name: /^Navamsam chart/ });
    expect(marksIn(navamsam, 'Mesham')).toEqual(['La']);
    expect(screen.getByTestId('birth-star').textContent).toBe('Birth star: Uthiradam, raasi: Dhanusu');

    const table = screen.getByTestId('positions-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Planet', 'Raasi', 'Star', 'Padam', 'Retrograde']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    // The lagnam gives only its raasi: its star and padam would narrow the birth time.
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual(['Lagnam', 'Rishabam', '', '', 'No']);
    expect([...rows[5]!.children].map((cell) => cell.textContent)).toEqual([
      'Mercury (R)Retrograde',
      'Mesham',
      'Bharani',
      '1',
      'Yes',
    ]);
    expect(table.textContent).not.toContain('°');
  });

  it('takes the heading level of the section it sits in', () => {
    render(<ChartSection chart={MEMBER_CHART} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Positions of the planets' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('draws the two charts alone for the biodata, in Tamil too', async () => {
    await changeLocale('ta');
    const { container } = render(<ChartPair chart={MEMBER_CHART} className="gap-3 sm:grid-cols-2" />);
    const rasi = screen.getByRole('img', { name: /^தென்னிந்திய முறையில் ராசிக் கட்டம்/ });
    expect(marksIn(rasi, 'Rishabam')).toEqual(['ல', 'சூ']);
    expect(marksIn(rasi, 'Kadagam')).toEqual(['கே(வ)']);
    expect(screen.getByRole('img', { name: /நவாம்சக் கட்டம்/ })).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
    expect((container.firstElementChild as HTMLElement).className).toContain('sm:grid-cols-2');
  });
});
