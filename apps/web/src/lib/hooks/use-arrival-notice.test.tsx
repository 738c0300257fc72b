import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { useArrivalNotice } from './use-arrival-notice';

vi.mock('../notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

function SignIn() {
  useArrivalNotice();
  return <p data-testid="state">{JSON.stringify(useLocation().state)}</p>;
}

function arriveWith(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignIn /> },
      { path: '/register', element: <p>Register</p> },
    ],
    { initialEntries: ['/', { pathname: '/login', search: '?x=1', state }], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shownState = () => JSON.parse(screen.getByTestId('state').textContent!) as unknown;

describe('the reason a screen was reached, said on arrival', () => {
  it('says it once, keeps where to go on, and says nothing again on a step back to the screen', async () => {
    const router = arriveWith({ from: '/pricing?plan=3', notice: 'redirect.loginRequired' });
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Login required', 'redirect.loginRequired');
    expect(shownState()).toEqual({ from: '/pricing?plan=3' });
    expect(router.state.location.search).toBe('?x=1');

    await act(() => router.navigate('/register'));
    await act(() => router.navigate(-1));
    expect(shownState()).toEqual({ from: '/pricing?plan=3' });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('says the verification reason in its own words', () => {
    arriveWith({ from: '/userinterests', notice: 'redirect.verificationRequired' });
    expect(notify.error).toHaveBeenCalledWith('Verification required', 'redirect.verificationRequired');
  });

  it('says nothing for an entry without a reason, or with one it does not know', () => {
    arriveWith({ from: '/userinterests' });
    arriveWith({ notice: 'profile.saved' });
    arriveWith('a string');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
