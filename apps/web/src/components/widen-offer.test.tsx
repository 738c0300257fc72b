import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidenSuggestion } from '@inai/shared';
import { MemoryRouter } from 'react-router';
import { changeLocale } from '../lib/i18n';
import { WidenedNote, WidenOffer } from './widen-offer';

const button = (widen: WidenSuggestion) => {
  const onWiden = vi.fn();
  const { container } = render(<WidenOffer widen={widen} intro="Nobody." tail="Widen it." onWiden={onWiden} />);
  return { onWiden, button: screen.getByRole('button'), text: container.querySelector('p')!.textContent };
};

describe('the widen offer', () => {
  it.each<[WidenSuggestion, string]>([
    [{ field: 'age', more: 120, range: { min: 25, max: 35 } }, 'Widen age to 25–35: 120 more profiles'],
    [{ field: 'caste', more: 80 }, 'Any caste: 80 more profiles'],
    [{ field: 'height', more: 12, range: { min: 60, max: 68 } }, 'Height 5 ft 0 in – 5 ft 8 in: 12 more profiles'],
    [{ field: 'compatible_stars', more: 1 }, 'Show all stars: 1 more profile'],
    [{ field: 'dosam', more: 125000 }, 'Any dosam: 1,25,000 more profiles'],
    [{ field: 'religion', more: 2, also: ['caste', 'compatible_stars'] }, 'Widen religion, caste, stars: 2 more profiles'],
  ])('reads %j as %s', (widen, text) => {
    expect(button(widen).button.textContent).toBe(text);
  });

  it.each<[WidenSuggestion, string]>([
    [{ field: 'caste', more: 80 }, 'Nobody. Your caste preference shuts out the most profiles. Widen it.'],
    [{ field: 'compatible_stars', more: 1 }, 'Nobody. “Only compatible stars” shuts out the most profiles. Widen it.'],
    [
      { field: 'religion', more: 2, also: ['caste'] },
      'Nobody. Your religion, caste preferences together shut out the most profiles. Widen it.',
    ],
  ])('says which preference shuts out the most for %j', (widen, text) => {
    expect(button(widen).text).toBe(text);
  });

  it('is a link to Matches so widened where the list is elsewhere', () => {
    render(
      <MemoryRouter>
        <WidenOffer widen={{ field: 'caste', more: 3 }} intro="Nobody." tail="Widen it." to="/matches?widen=caste" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Any caste: 3 more profiles' }).getAttribute('href')).toBe('/matches?widen=caste');
  });

  it('hands the suggestion back on a click', async () => {
    const widen: WidenSuggestion = { field: 'religion', more: 3 };
    const { onWiden, button: b } = button(widen);
    await userEvent.click(b);
    expect(onWiden).toHaveBeenCalledWith(widen);
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    const offer = button({ field: 'age', more: 120, range: { min: 25, max: 35 } });
    expect(offer.button.textContent).toBe('வயதை 25–35 ஆக விரிவாக்க: மேலும் 120 வரன்கள்');
    expect(offer.text).toBe('Nobody. உங்கள் வயது எதிர்பார்ப்புதான் மிக அதிக வரன்களை விலக்குகிறது. Widen it.');
  });
});

describe('the widened note', () => {
  it('names what this search widened and leads back to the saved preferences', async () => {
    const onReset = vi.fn();
    render(<WidenedNote fields={['age', 'caste']} onReset={onReset} />);
    expect(screen.getByText('Widened for this search: age, caste')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my saved preferences' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('says nothing while the saved preferences apply', () => {
    const { container } = render(<WidenedNote fields={[]} onReset={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
