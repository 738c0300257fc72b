import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import PoruthamPage from './porutham-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the porutham calculator', () => {
  it('computes in the browser: the count, the verdict and ten lines, with no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
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
    render(
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
    expect(screen.getByText("Rasi: the groom's raasi, Rishabam, is the 3rd from the bride's, Meenam — matched")).toBeTruthy();
    await userEvent.selectOptions(star, 'Avittam');
    expect((screen.getByLabelText("Bride's raasi") as HTMLSelectElement).value).toBe('');
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    render(
      <MemoryRouter>
        <PoruthamPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('திருமணப் பொருத்தம்');
    await userEvent.selectOptions(screen.getByLabelText('மணமகளின் நட்சத்திரம்'), 'Rohini');
    await userEvent.selectOptions(screen.getByLabelText('மணமகனின் நட்சத்திரம்'), 'Hastham');
    expect(screen.getByTestId('porutham-count').textContent).toBe('7/10 பொருத்தங்கள்');
    expect(screen.getByTestId('porutham-verdict').textContent).toBe('பொருந்தாத ஜோடி');
  });
});
