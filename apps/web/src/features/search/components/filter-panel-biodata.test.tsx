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

describe('the filter panel, biodata filters', () => {
  it('sends the ticked diets, the residence, the education level and the physical status', async () => {
    const onSearch = show();
    const diets = screen.getByRole('group', { name: 'Diet' });
    await userEvent.click(within(diets).getByRole('checkbox', { name: 'Eggetarian' }));
    await userEvent.click(within(diets).getByRole('checkbox', { name: 'Vegetarian' }));
    const residence = screen.getByLabelText('Lives in');
    const offered = within(residence)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Any, India, anywhere abroad, then the countries where most Tamil families abroad live.
    expect(offered.slice(0, 5)).toEqual(['Any', 'India', 'Abroad (any country)', 'Sri Lanka', 'Singapore']);
    expect(offered.filter((o) => o === 'India')).toHaveLength(1);
    await userEvent.selectOptions(residence, 'Abroad');
    await userEvent.selectOptions(screen.getByLabelText('Education (this or higher)'), 'Bachelors');
    await userEvent.selectOptions(screen.getByLabelText('Physical status'), 'Normal');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...START,
      diet: ['Vegetarian', 'Eggetarian'],
      residence_country: 'Abroad',
      education_level: 'Bachelors',
      physical_status: 'Normal',
    });
  });

  it('reads in Tamil, countries by their Tamil names', async () => {
    await changeLocale('ta');
    const onSearch = show({ ...START, diet: ['Vegetarian'] });
    const diets = screen.getByRole('group', { name: 'உணவு முறை' });
    expect(within(diets).getByRole('checkbox', { name: 'சைவம்' })).toHaveProperty('checked', true);
    const residence = screen.getByLabelText('வசிப்பிடம்');
    await userEvent.selectOptions(residence, within(residence).getByRole('option', { name: 'சிங்கப்பூர்' }));
    expect(screen.getByLabelText('கல்வி (இதுவோ இதற்கு மேலோ)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'தேடவும்' }));
    expect(onSearch).toHaveBeenCalledWith({ ...START, diet: ['Vegetarian'], residence_country: 'Singapore' });
  });
});
