import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverCallSignal } from '../../../lib/chat/call-signal';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { conversation, memberOnPlan } from '../../../test/chat';
import { signedInClient } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import CallOverlay from './call-overlay';

const CALL = '11111111-2222-4333-8444-555555555555';

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await changeLocale('en');
});

describe('the ringing screen', () => {
  it('names the caller as the chat shows them and who of the family rings, and explains the prompt; declining stops it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          success: true,
          data: [
            conversation({ other: { user_id: 40, name: 'Meena', picture: null, picture_blurred: false, gender: 'Female' } }),
          ],
        }),
      ),
    );
    renderWithQueries(<CallOverlay />, signedInClient(memberOnPlan(3)));
    act(() =>
      deliverCallSignal({
        type: 'call.ring',
        call_id: CALL,
        conversation_id: 5,
        media: 'video',
        caller_id: 40,
        by_relation: 'Mother',
        ring_until: '',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('call-title').textContent).toBe('Meena is calling you (video call)'));
    expect(screen.getByTestId('call-relation').textContent).toBe('Calling: her mother');
    expect(screen.getByText('When you answer, we will ask your browser for the microphone and camera.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hide my network address (relay only)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByTestId('call-screen')).toBeNull();
  });
});
