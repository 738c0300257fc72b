import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatAccess, PublicUser } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testCoManager, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { ChatButton } from './chat-button';

function renderButton(access: ChatAccess, member: PublicUser = testMember()) {
  renderWithQueries(
    <MemoryRouter>
      <ChatButton userId={42} access={access} />
    </MemoryRouter>,
    signedInClient(member),
  );
}

afterEach(() => {
  clearSession();
  return changeLocale('en');
});

describe('ChatButton', () => {
  it("opens the conversation where chat can happen (the member's id in base64)", () => {
    renderButton('open');
    expect(screen.getByRole('link', { name: 'Chat now' }).getAttribute('href')).toBe('/chat/NDI%3D');
  });

  it("offers 'Unlock chat' to the plans when the member's plan has no chat", () => {
    renderButton('plan');
    expect(screen.getByRole('link', { name: 'Unlock chat' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Chat now' })).toBeNull();
  });

  it('says why on a disabled control before an interest is accepted', () => {
    renderButton('interest');
    const button = screen.getByRole('button', { name: 'Chat once an interest is accepted' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads in Tamil, every way', async () => {
    await changeLocale('ta');
    renderButton('open');
    expect(screen.getByRole('link', { name: 'அரட்டை தொடங்க' }).getAttribute('href')).toBe('/chat/NDI%3D');
    renderButton('plan');
    expect(screen.getByRole('link', { name: 'அரட்டையைத் திறக்க' }).getAttribute('href')).toBe('/pricing');
    renderButton('interest');
    expect(screen.getByRole('button', { name: 'விருப்பம் ஏற்கப்பட்டதும் அரட்டை' })).toHaveProperty('disabled', true);
  });

  it('tells a co-manager the holder did not allow to chat who may, on a disabled control', () => {
    renderButton('open', testCoManager({}, { relation: 'Mother', name: 'Lakshmi' }));
    const button = screen.getByRole('button', { name: 'Chat now' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Only the holder of the profile, or a co-manager they allow to chat, can do this.',
    );
  });
});
