import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import PoruthamPage from './porutham-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the porutham calculator', () => {
  it('computes in the browser: the count, the verdict and ten lines, with no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithQueries(
      <MemoryRouter>
        <PoruthamPage />
      </MemoryRouter>,
    );
    expect(screen.getByText("Choose the bride's and the groom's stars to see the ten poruthams.")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Bride's star"), 'Aswini');
    await userEvent.selectOptions(screen.getByLabelText("Groom's star"), 'Kettai');
    expect(screen.getByTestId('porutham-count').textContent).toBe('5/10 poruthams');
    expect(screen.getByTestId('porutham-verdict').textContent).toBe('Not compatible');
    const lines = within(screen.getByTestId('porutham-summary')).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines[9]!.textContent).toContain('Vedhai: Aswini and Kettai are a Vedhai pair — not matched');
    expect(within(lines[9]!).getByRole('img', { name: 'Not matched' })).toBeTruthy();
    expect(screen.getAllByText('Mandatory')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers a raasi select only for a two-raasi star, with that star's raasis, and forgets one that no longer fits", async () => {
    renderWithQueries(
      <MemoryRouter>
        <PoruthamPage />
      </MemoryRouter>,
    );
    await userEvent.selectOptions(screen.getByLabelText("Groom's star"), 'Rohini');
    expect(screen.queryByLabelText("Groom's raasi")).toBeNull();
    const star = screen.getByLabelText("Bride's star");
    await userEvent.selectOptions(star, 'Poorattathi');
    const raasi = screen.getByLabelText("Bride's raasi") as HTMLSelectElement;
    expect([...raasi.options].filter((o) => o.value).map((o) => o.value)).toEqual(['Kumbam', 'Meenam']);
    expect(screen.getByText('Vasya: choose the raasi for Poorattathi to see this porutham')).toBeTruthy();
    await userEvent.selectOptions(raasi, 'Meenam');
    expect(
      screen.getByText(
        "Rasi: the bride is Meenam raasi, the groom Rishabam raasi; the groom's raasi is the 3rd from the bride's — matched",
      ),
    ).toBeTruthy();
    await userEvent.selectOptions(star, 'Avittam');
    expect((screen.getByLabelText("Bride's raasi") as HTMLSelectElement).value).toBe('');
  });

  it('offers optional chevvai dosham selects and says how the two stand, computed in the browser', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithQueries(
      <MemoryRouter>
        <PoruthamPage />
      </MemoryRouter>,
    );
    const brideChevvai = screen.getByLabelText("Bride's chevvai dosham") as HTMLSelectElement;
    const groomChevvai = screen.getByLabelText("Groom's chevvai dosham") as HTMLSelectElement;
    expect([...brideChevvai.options].map((o) => o.textContent)).toEqual(['Not known', 'Has chevvai dosham', 'No chevvai dosham']);
    expect(brideChevvai.value).toBe('');
    // The hint says it is optional and where to work it out.
    const hint = document.getElementById(brideChevvai.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Optional. Not sure? The birth chart calculator works it out from the birth details.');
    expect(within(hint).getByRole('link', { name: 'birth chart calculator' }).getAttribute('href')).toBe('/jathagam');
    expect(groomChevvai.getAttribute('aria-describedby')).toBe(hint.id);

    await userEvent.selectOptions(screen.getByLabelText("Bride's star"), 'Aswini');
    await userEvent.selectOptions(screen.getByLabelText("Groom's star"), 'Kettai');
    // Neither side given: the ten alone.
    expect(screen.queryByTestId('chevvai-comparison')).toBeNull();

    await userEvent.selectOptions(brideChevvai, 'yes');
    const agreement = () => screen.getByTestId('chevvai-agreement').textContent;
    expect(agreement()).toBe('Chevvai dosham cannot be compared yet: we do not know it for one or both of the two.');
    await userEvent.selectOptions(groomChevvai, 'no');
    expect(agreement()).toBe(
      'Only the bride has chevvai dosham. Families who follow this rule look for a groom who has it too; many decide by the poruthams alone.',
    );
    await userEvent.selectOptions(groomChevvai, 'yes');
    expect(agreement()).toBe('Both have chevvai dosham. Families who follow this rule see that as a match.');
    await userEvent.selectOptions(brideChevvai, 'no');
    expect(agreement()).toBe(
      'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.',
    );
    await userEvent.selectOptions(groomChevvai, 'no');
    expect(agreement()).toBe('Neither has chevvai dosham.');
    // The chevvai line sits in the result card, after the ten; the poruthams are unchanged by it.
    const summary = screen.getByTestId('porutham-summary');
    expect(within(summary).getByRole('heading', { level: 3, name: 'Chevvai dosham' })).toBeTruthy();
    expect(within(summary).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByTestId('porutham-count').textContent).toBe('5/10 poruthams');
    // A new star keeps the chevvai choice.
    await userEvent.selectOptions(screen.getByLabelText("Bride's star"), 'Rohini');
    expect(brideChevvai.value).toBe('no');
    // Back to not known: the line goes once neither side is given.
    await userEvent.selectOptions(brideChevvai, '');
    await userEvent.selectOptions(groomChevvai, '');
    expect(screen.queryByTestId('chevvai-comparison')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderWithQueries(
      <MemoryRouter>
        <PoruthamPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('திருமணப் பொருத்தம்');
    await userEvent.selectOptions(screen.getByLabelText('மணமகளின் நட்சத்திரம்'), 'Rohini');
    await userEvent.selectOptions(screen.getByLabelText('மணமகனின் நட்சத்திரம்'), 'Hastham');
    expect(screen.getByTestId('porutham-count').textContent).toBe('7/10 பொருத்தங்கள்');
    expect(screen.getByTestId('porutham-verdict').textContent).toBe('பொருந்தாத ஜோடி');
    await userEvent.selectOptions(screen.getByLabelText('மணமகளின் செவ்வாய் தோஷம்'), 'yes');
    await userEvent.selectOptions(screen.getByLabelText('மணமகனின் செவ்வாய் தோஷம்'), 'no');
    expect(screen.getByTestId('chevvai-agreement').textContent).toBe(
      'மணமகளுக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் தோஷம் உள்ள மணமகனைத் தேடுவார்கள்; பல குடும்பங்கள் பொருத்தங்களை மட்டும் கொண்டு முடிவு செய்கின்றன.',
    );
    expect(screen.getByRole('link', { name: 'ஜாதகக் கணிப்பில்' }).getAttribute('href')).toBe('/jathagam');
  });
});
