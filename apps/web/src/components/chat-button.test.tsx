import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { clearSession } from '../lib/session/token-store';
import { memberOnPlan } from '../test/chat';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { ChatButton } from './chat-button';

function renderButton(member: PublicUser) {
  renderWithQueries(
    <MemoryRouter>
      <ChatButton userId={42} />
    </MemoryRouter>,
    signedInClient(member),
  );
}

afterEach(() => clearSession());

describe('ChatButton', () => {
  it("opens the conversation for a Platinum member (the member's id in base64)", () => {
    renderButton(memberOnPlan(3));
    expect(screen.getByRole('link', { name: 'Chat now' }).getAttribute('href')).toBe('/chat/NDI%3D');
  });

  it.each([
    ['Gold', memberOnPlan(2)],
    ['Silver', memberOnPlan(1)],
    ['no plan', testMember()],
  ])("offers 'Unlock chat' to the plans with %s", (_plan, member) => {
    renderButton(member);
    expect(screen.getByRole('link', { name: 'Unlock chat' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Chat now' })).toBeNull();
  });

  it('reads in Tamil, both ways', async () => {
    await changeLocale('ta');
    renderButton(memberOnPlan(3));
    expect(screen.getByRole('link', { name: 'அரட்டை தொடங்க' }).getAttribute('href')).toBe('/chat/NDI%3D');
  });

  it("offers 'Unlock chat' in Tamil", async () => {
    await changeLocale('ta');
    renderButton(memberOnPlan(2));
    expect(screen.getByRole('link', { name: 'அரட்டையைத் திறக்க' }).getAttribute('href')).toBe('/pricing');
  });
});
