import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { MatchScore } from './match-score';

const CARD = {
  name: 'Meena',
  match: {
    met: 2,
    total: 3,
    items: [
      { key: 'age' as const, met: true },
      { key: 'caste' as const, met: false },
      { key: 'marital_status' as const, met: true },
    ],
  },
  porutham: { matched: 7, compatible: true },
};

describe('the Matches score', () => {
  it('says how many preferences are met, and which on demand', async () => {
    render(<MatchScore card={CARD} />);
    expect(screen.getByText('Meets 2 of 3 of your preferences')).toBeTruthy();
    const why = screen.getByRole('button', { name: 'Why?' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Your preferences and Meena' });
    expect(why.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Age: met', 'Caste: not met', 'Marital status: met']);
    await userEvent.click(why);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the porutham count and verdict when both stars are known', () => {
    render(<MatchScore card={CARD} />);
    expect(screen.getByText('7/10 poruthams')).toBeTruthy();
    expect(screen.getByText('Compatible')).toBeTruthy();
  });

  it('leaves out what the answer lacks: no porutham, no counted preference', () => {
    render(<MatchScore card={{ ...CARD, porutham: null, match: { met: 0, total: 0, items: [] } }} />);
    expect(screen.queryByText(/poruthams/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Why?' })).toBeNull();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    render(<MatchScore card={{ ...CARD, porutham: { matched: 4, compatible: false } }} />);
    expect(screen.getByText('உங்கள் 3 எதிர்பார்ப்புகளில் 2 பொருந்துகின்றன')).toBeTruthy();
    expect(screen.getByText('பொருந்தாத ஜோடி')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ஏன்?' }));
    expect(screen.getByText('சாதி: பொருந்தவில்லை')).toBeTruthy();
  });
});
