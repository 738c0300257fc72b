import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { renderWithQueries } from '../../../test/render';
import { NO_FILTERS, type Filters } from '../utils/filters';
import { FilterPanel } from './filter-panel';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const START: Filters = { ...NO_FILTERS, gender: 'Female', age: '18 to 30', religion: 'Hindu' };

function show(initial: Filters = START) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.states(), [{ name: 'Tamil Nadu', state_code: 'TN' }]);
  const onSearch = vi.fn();
  renderWithQueries(
    <MemoryRouter>
      <FilterPanel initial={initial} onSearch={onSearch} />
    </MemoryRouter>,
    client,
  );
  return onSearch;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the filter panel, further filters', () => {
  it('sends marital status, mother tongue, a height range and several stars', async () => {
    const onSearch = show();
    await userEvent.selectOptions(screen.getByLabelText('Marital status'), 'Divorced');
    await userEvent.selectOptions(screen.getByLabelText('Mother tongue'), 'Tamil');
    await userEvent.selectOptions(screen.getByLabelText('Lowest height'), '5.4');
    await userEvent.selectOptions(screen.getByLabelText('Highest height'), '6');

    const stars = screen.getByRole('button', { name: 'Star Any star' });
    expect(stars.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(stars);
    expect(stars.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Star' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Rohini' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Aswini' }));
    expect(screen.getByRole('button', { name: 'Star 2 stars chosen' })).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Star' })).toBeNull();
    expect(document.activeElement).toBe(stars);
    // Escape closes it too, back on the button.
    await userEvent.click(stars);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Star' })).toBeNull();
    expect(document.activeElement).toBe(stars);

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...START,
      marital_status: 'Divorced',
      mother_tongue: 'Tamil',
      height_from: '5.4',
      height_to: '6',
      star: ['Aswini', 'Rohini'],
    });
  });

  it('sends only ID-verified profiles when the box is ticked', async () => {
    const onSearch = show();
    const box = screen.getByRole('checkbox', { name: 'Only ID-verified profiles' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ ...START, id_verified: true });
  });

  it("offers no height below the lowest in the 'highest' list, says so, and opens the top again when the lowest passes it", async () => {
    show({ ...START, height_to: '5.6' });
    const highest = screen.getByLabelText('Highest height');
    expect(optionTexts(highest)).toContain('5 & below');
    await userEvent.selectOptions(screen.getByLabelText('Lowest height'), '5.4');
    expect(optionTexts(highest)).not.toContain('5.3');
    expect(optionTexts(highest).slice(0, 2)).toEqual(['Any', '5.4']);
    expect(highest).toHaveProperty('value', '5.6');
    expect(highest.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(highest.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Offers heights from 5.4 upwards.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Lowest height'), '6');
    expect(highest).toHaveProperty('value', '');
  });

  it('clears the chosen stars at once', async () => {
    const onSearch = show({ ...START, star: ['Magam', 'Pooram'] });
    await userEvent.click(screen.getByRole('button', { name: 'Star 2 stars chosen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear stars' }));
    expect(screen.getByRole('button', { name: 'Star Any star' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Star' })).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(START);
  });

  it('reads in Tamil, star names in Tamil script', async () => {
    await changeLocale('ta');
    show({ ...START, star: ['Rohini'] });
    expect(screen.getByLabelText('திருமண நிலை')).toBeTruthy();
    expect(screen.getByLabelText('தாய்மொழி')).toBeTruthy();
    expect(screen.getByLabelText('குறைந்த உயரம்')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'நட்சத்திரம் 1 நட்சத்திரம் தேர்வு' }));
    expect(screen.getByRole('checkbox', { name: 'ரோகிணி' })).toHaveProperty('checked', true);
  });
});
