import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliverCallSignal, listenForCalls } from '../../../lib/chat/call-signal';
import { CallDock } from './call-dock';

describe('the call dock of the member screens', () => {
  it('shows nothing until a ring comes, then loads the call screens, even when the call logic already listens', () => {
    const heard: string[] = [];
    // A conversation's call buttons load the call logic (which listens) before any screen shows.
    listenForCalls((frame) => heard.push(frame.type));
    function Screens() {
      return <p>The call screens</p>;
    }
    render(<CallDock screens={Screens} />);
    expect(screen.queryByText('The call screens')).toBeNull();
    act(() =>
      deliverCallSignal({
        type: 'call.ring',
        call_id: '11111111-2222-4333-8444-555555555555',
        conversation_id: 5,
        media: 'audio',
        caller_id: 40,
        by_relation: null,
        ring_until: '2026-11-30T10:00:45.000Z',
      }),
    );
    expect(screen.getByText('The call screens')).toBeTruthy();
    expect(heard).toContain('call.ring');
  });
});
