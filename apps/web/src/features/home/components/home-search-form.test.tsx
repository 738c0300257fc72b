import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { HomeSearchForm, validateHomeSearch } from './home-search-form';

const CITIES: Record<string, string[]> = { 'Tamil Nadu': ['Chennai', 'Coimbatore'], Kerala: ['Kochi'] };

function stubApi() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      if (url.endsWith('/states')) {
        return Response.json({
          error: false,
          data: {
            name: 'India',
            states: [
              { name: 'Kerala', state_code: 'KL' },
              { name: 'Tamil Nadu', state_code: 'TN' },
            ],
          },
        });
      }
      if (url.endsWith('/cities')) return Response.json({ error: false, data: CITIES[String(body.state)] ?? [] });
      if (url.endsWith('/search') && body.religion === 'Christian') {
        return Response.json({ data: [], total: 0, page: 1, pageSize: 4 });
      }
      return Response.json({ success: false, message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <HomeSearchForm /> },
    { path: '/allprofiles', element: <p>Results page</p> },
  ]);
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('validateHomeSearch', () => {
  it('requires gender, age and religion only', () => {
    expect(validateHomeSearch({ gender: '', age: '', religion: '', state: '', city: '' })).toEqual({
      gender: 'search.genderRequired',
      age: 'search.ageRequired',
      religion: 'search.religionRequired',
    });
    expect(validateHomeSearch({ gender: 'Male', age: '18 to 30', religion: 'Any', state: '', city: '' })).toEqual({});
  });
});

describe('HomeSearchForm', () => {
  it('shows the three required messages and sends nothing', async () => {
    const calls = stubApi();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Gender Required')).toBeTruthy();
    expect(screen.getByText('Age Required')).toBeTruthy();
    expect(screen.getByText('Religion Required')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/search'))).toBe(false);
  });

  it('loads the cities of the chosen state, clears the city when the state changes, and disables it without a state', async () => {
    stubApi();
    renderForm();
    const state = screen.getByLabelText('State');
    const city = screen.getByLabelText<HTMLSelectElement>('City');
    expect(city.disabled).toBe(true);
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Tamil Nadu' })).toBeTruthy());
    await userEvent.selectOptions(state, 'Tamil Nadu');
    await waitFor(() => expect(city.disabled).toBe(false));
    await userEvent.selectOptions(city, 'Coimbatore');
    expect(city.value).toBe('Coimbatore');
    await userEvent.selectOptions(state, 'Kerala');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Kochi' })).toBeTruthy());
    expect(city.value).toBe('');
    await userEvent.selectOptions(state, '');
    expect(city.disabled).toBe(true);
  });

  it("sends the home form's five criteria to search", async () => {
    const calls = stubApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.selectOptions(screen.getByLabelText('Age'), '61 to 70');
    expect(screen.getByRole('option', { name: '60 & above' })).toHaveProperty('selected', true);
    await userEvent.selectOptions(screen.getByLabelText('Religion'), 'Hindu');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/search'))).toBeTruthy());
    expect(calls.find((c) => c.url.endsWith('/search'))!.body).toEqual({
      gender: 'Female',
      age: '61 to 70',
      religion: 'Hindu',
      state: '',
      city: '',
      page: 1,
      pageSize: 10,
    });
    // A failed search is only logged (specification section 8).
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the results page with the criteria in the address and the answer in the navigation', async () => {
    stubApi();
    const router = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await userEvent.selectOptions(screen.getByLabelText('Age'), '18 to 30');
    await userEvent.selectOptions(screen.getByLabelText('Religion'), 'Christian');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Results page')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/allprofiles');
    expect(new URLSearchParams(router.state.location.search).get('religion')).toBe('Christian');
    expect(router.state.location.state).toMatchObject({ searchAnswer: { total: 0, page: 1 } });
  });

  it('speaks Tamil when the screen does: placeholders, option labels and messages', async () => {
    stubApi();
    await changeLocale('ta');
    renderForm();
    expect(screen.getByRole('option', { name: 'பாலினத்தைத் தேர்ந்தெடுக்கவும்' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'பெண்' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '60-க்கு மேல்' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'தேடவும்' }));
    expect(screen.getByText('பாலினம் தேவை')).toBeTruthy();
    expect(screen.getByText('மதம் தேவை')).toBeTruthy();
  });

  it('rewrites its messages at once when the language changes', async () => {
    stubApi();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Age Required')).toBeTruthy();
    await changeLocale('ta');
    await waitFor(() => expect(screen.getByText('வயது தேவை')).toBeTruthy());
  });
});
