import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { porutham, type DetailsPorutham } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { PoruthamSection } from './porutham-section';

function show(state: DetailsPorutham) {
  renderWithQueries(
    <MemoryRouter>
      <PoruthamSection porutham={state} name="Meena Sundaram" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: /Porutham|பொருத்தம்/ });
}

const bride = { star: 'Rohini' as const };
const groom = { star: 'Mirugasirisham' as const, raasi: 'Mithunam' as const };
const READY: DetailsPorutham = { state: 'ready', bride, groom, result: porutham(bride, groom) };

describe('the porutham section of a profile', () => {
  it('shows both stars and the ten poruthams when both stars are known', () => {
    const section = show(READY);
    expect(within(section).getByText("Bride's star").nextElementSibling?.textContent).toBe('Rohini');
    expect(within(section).getByText("Groom's star").nextElementSibling?.textContent).toBe('Mirugasirisham (Mithunam)');
    const result = READY.state === 'ready' ? READY.result : undefined;
    expect(within(section).getByTestId('porutham-count').textContent).toBe(`${result!.matched}/10 poruthams`);
    expect(section.querySelectorAll('[data-porutham]')).toHaveLength(10);
  });

  it('asks viewers without a star to add theirs, with the way to it', () => {
    const section = show({ state: 'viewer_star_missing' });
    expect(
      within(section).getByText(/Add your star to your profile \(Religion & Caste\) to see how your stars match\./),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Add my star' }).getAttribute('href')).toBe('/edituserprofile');
  });

  it('says when the member has not added a star', () => {
    const section = show({ state: 'member_star_missing' });
    expect(
      within(section).getByText('Meena Sundaram has not added a star yet, so the poruthams cannot be worked out.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    const section = show(READY);
    expect(within(section).getByText('மணமகளின் நட்சத்திரம்').nextElementSibling?.textContent).toBe('ரோகிணி');
  });
});
