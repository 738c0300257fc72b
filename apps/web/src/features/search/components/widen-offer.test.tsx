import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidenSuggestion } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { WidenedNote, WidenOffer } from './widen-offer';

const button = (widen: WidenSuggestion) => {
  const onWiden = vi.fn();
  render(<WidenOffer widen={widen} onWiden={onWiden} />);
  return { onWiden, button: screen.getByRole('button') };
};

describe('the widen offer', () => {
  it.each<[WidenSuggestion, string]>([
    [{ field: 'age', more: 120, range: { min: 25, max: 35 } }, 'Widen age to 25–35: 120 more profiles'],
    [{ field: 'caste', more: 80 }, 'Any caste: 80 more profiles'],
    [{ field: 'height', more: 12, range: { min: 60, max: 68 } }, 'Height 5 ft 0 in – 5 ft 8 in: 12 more profiles'],
    [{ field: 'compatible_stars', more: 1 }, 'Show all stars: 1 more profile'],
    [{ field: 'dosam', more: 125000 }, 'Any dosam: 1,25,000 more profiles'],
  ])('reads %j as %s', (widen, text) => {
    expect(button(widen).button.textContent).toBe(text);
  });

  it('hands the suggestion back on a click', async () => {
    const widen: WidenSuggestion = { field: 'religion', more: 3 };
    const { onWiden, button: b } = button(widen);
    await userEvent.click(b);
    expect(onWiden).toHaveBeenCalledWith(widen);
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    expect(button({ field: 'age', more: 120, range: { min: 25, max: 35 } }).button.textContent).toBe(
      'வயதை 25–35 ஆக விரிவாக்க: மேலும் 120 வரன்கள்',
    );
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
