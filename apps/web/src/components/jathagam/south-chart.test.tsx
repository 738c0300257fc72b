import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RAASIS } from '@inai/shared';
import { degreeInSign, SOUTH_CHART_CELLS } from './chart-layout';
import { SouthChart } from './south-chart';

describe('the South Indian chart', () => {
  it('places the twelve signs clockwise from Meenam in the top-left box, around an empty middle', () => {
    const { container } = render(<SouthChart name="Rasi" label="Rasi chart" marks={{}} />);
    const grid = [...container.querySelectorAll('g[data-raasi]')].map((g) => [
      g.getAttribute('data-raasi'),
      Number(g.getAttribute('data-row')),
      Number(g.getAttribute('data-col')),
    ]);
    expect(grid).toHaveLength(12);
    const at = (row: number, col: number) => grid.find(([, r, c]) => r === row && c === col)?.[0];
    // Clockwise round the border, from the top-left corner.
    const ring = [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
      [3, 2],
      [3, 1],
      [3, 0],
      [2, 0],
      [1, 0],
    ] as const;
    expect(ring.map(([row, col]) => at(row, col))).toEqual([
      'Meenam',
      'Mesham',
      'Rishabam',
      'Mithunam',
      'Kadagam',
      'Simmam',
      'Kanni',
      'Thulam',
      'Viruchigam',
      'Dhanusu',
      'Magaram',
      'Kumbam',
    ]);
    for (const [row, col] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ])
      expect(at(row!, col!)).toBeUndefined();
    expect(new Set(RAASIS.map((r) => `${SOUTH_CHART_CELLS[r].row},${SOUTH_CHART_CELLS[r].col}`)).size).toBe(12);
  });

  it("writes each sign's marks in its own box, the lagnam with its corner stroke, and the name in the middle", () => {
    const { container, getByRole } = render(
      <SouthChart
        name="Navamsam"
        label="Navamsam chart"
        marks={{
          Kanni: [
            { key: 'lagnam', text: 'La', lagnam: true },
            { key: 'sun', text: 'Su' },
            { key: 'rahu', text: 'Ra(R)' },
          ],
        }}
      />,
    );
    expect(getByRole('img', { name: 'Navamsam chart' })).toBeTruthy();
    const kanni = container.querySelector('g[data-raasi="Kanni"]')!;
    expect([...kanni.querySelectorAll('tspan')].map((s) => s.textContent?.trim())).toEqual(['La', 'Su', 'Ra(R)']);
    expect(kanni.querySelector('line')).not.toBeNull();
    expect(container.querySelector('g[data-raasi="Mesham"] line')).toBeNull();
    expect(container.querySelector('g[data-raasi="Mesham"] text')).toBeNull();
    expect(container.querySelector('svg > text')!.textContent).toBe('Navamsam');
  });

  it('draws marks larger, one a line, for a chart printed small, except in a box too full for that', () => {
    const mark = (key: string) => ({ key, text: key });
    const { container } = render(
      <SouthChart
        name="Rasi"
        label="Rasi chart"
        largeMarks
        marks={{
          Kanni: [mark('Su'), mark('Mo'), mark('Ma')],
          Meenam: [mark('Me'), mark('Ju'), mark('Ve'), mark('Sa'), mark('Ra')],
        }}
      />,
    );
    const lines = (raasi: string) =>
      [...container.querySelectorAll(`g[data-raasi="${raasi}"] text`)].map((text) => [
        text.textContent,
        text.getAttribute('font-size'),
      ]);
    expect(lines('Kanni')).toEqual([
      ['Su', '20'],
      ['Mo', '20'],
      ['Ma', '20'],
    ]);
    expect(lines('Meenam')).toEqual([
      ['Me Ju', '14'],
      ['Ve Sa', '14'],
      ['Ra', '14'],
    ]);
  });

  it('writes the degree in the sign as degrees and minutes', () => {
    expect(degreeInSign(41.15608)).toBe('11°9′');
    expect(degreeInSign(30)).toBe('0°0′');
    expect(degreeInSign(359.999)).toBe('29°59′');
  });
});
