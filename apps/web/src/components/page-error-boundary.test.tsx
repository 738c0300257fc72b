import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { PageHydratedContext } from '../lib/islands/page-hydrated';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('the page could not be fetched');
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en');
});

describe('PageErrorBoundary', () => {
  it('shows what happened and Try again in place of a page that failed, and the next address afresh', () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary pathname="/privacypolicy">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    rerender(
      <PageErrorBoundary pathname="/about">
        <p>About Us</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('About Us')).toBeTruthy();
  });

  it('says it in Tamil on a Tamil page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await changeLocale('ta');
    render(
      <PageErrorBoundary pathname="/ta/about">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'மீண்டும் முயற்சிக்கவும்' })).toBeTruthy();
  });

  it('stands in for the page in saying the page area is drawn, so the taps held on a page rendered ahead are let go', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hydrated = vi.fn();
    render(
      <PageHydratedContext value={hydrated}>
        <PageErrorBoundary pathname="/about">
          <Broken />
        </PageErrorBoundary>
      </PageHydratedContext>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(hydrated).toHaveBeenCalled();
  });
});
