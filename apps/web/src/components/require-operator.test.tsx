import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { RequireOperator } from './require-operator';

afterEach(() => clearSession());

const guarded = (
  <RequireOperator fallback={<p>not found</p>}>
    <p>console</p>
  </RequireOperator>
);

describe('the console’s guard', () => {
  it('shows the console to an operator', () => {
    renderWithQueries(guarded, signedInClient(testMember({ is_operator: true })));
    expect(screen.getByText('console')).toBeTruthy();
    expect(screen.queryByText('not found')).toBeNull();
  });

  it('shows a member and a visitor the fallback (the not-found page)', () => {
    renderWithQueries(guarded, signedInClient(testMember({ is_operator: false })));
    expect(screen.getByText('not found')).toBeTruthy();
    expect(screen.queryByText('console')).toBeNull();
    cleanup();
    clearSession();
    renderWithQueries(guarded);
    expect(screen.getByText('not found')).toBeTruthy();
    expect(screen.queryByText('console')).toBeNull();
  });
});
