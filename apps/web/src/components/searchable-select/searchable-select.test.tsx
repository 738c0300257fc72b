import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cityLabel, placeAliases } from '@inai/shared';
import { changeLocale, ensureAppTexts, t } from '../../lib/i18n';
import { SearchableSelect } from './searchable-select';

const STATE = 'Tamil Nadu';
const TOWNS = ['Coimbatore', 'Madurai', 'Tiruchirappalli', 'Devakottai', 'Salem'];

/** The profile form's town picker as it offers Tamil Nadu's towns on a Tamil screen. */
async function townPicker(onChange = vi.fn()) {
  await changeLocale('ta');
  await ensureAppTexts();
  const options = TOWNS.map((city) => ({ value: city, label: cityLabel(t, STATE, city), keywords: placeAliases(STATE, city) }));
  render(<SearchableSelect inputId="city" options={options} value="" onChange={onChange} placeholder="ஊர்" />);
  await waitFor(() => expect((document.getElementById('city') as HTMLInputElement).disabled).toBe(false));
  return document.getElementById('city') as HTMLInputElement;
}

/** The towns the open list offers. */
const offered = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('the town picker', () => {
  afterEach(async () => {
    cleanup();
    await changeLocale('en');
  });

  it('shows the towns by their Tamil names and keeps the stored English name', async () => {
    const onChange = vi.fn();
    const input = await townPicker(onChange);
    await userEvent.type(input, 'தேவ');
    expect(offered()).toEqual(['தேவகோட்டை']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Devakottai');
  });

  it.each([
    ['கோவை', 'கோயம்புத்தூர்'],
    ['Kovai', 'கோயம்புத்தூர்'],
    ['coimb', 'கோயம்புத்தூர்'],
    ['Trichy', 'திருச்சிராப்பள்ளி'],
    ['திருச்சி', 'திருச்சிராப்பள்ளி'],
    ['மதுரை', 'மதுரை'],
  ])('finds the town typed as %s', async (typed, town) => {
    const input = await townPicker();
    await userEvent.type(input, typed);
    expect(offered()).toEqual([town]);
  });
});
