import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { Composer } from './composer';

const box = () => screen.getByRole('textbox', { name: 'Your message' });

describe('Composer', () => {
  it('sends with Enter, starts a new line with Shift+Enter, and empties after sending', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await userEvent.type(box(), 'Vanakkam{Shift>}{Enter}{/Shift}Meena');
    expect((box() as HTMLTextAreaElement).value).toBe('Vanakkam\nMeena');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Vanakkam\nMeena');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for a message before sending an empty one', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await userEvent.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please write a message first.');
  });

  it('counts the characters and refuses more than 2,000', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    expect(screen.getByTestId('composer-count').textContent).toBe('0 of 2,000 characters');
    fireEvent.change(box(), { target: { value: 'a'.repeat(2000) } });
    expect(screen.getByTestId('composer-count').textContent).toBe('2,000 of 2,000 characters');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box(), { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByTestId('composer-count').textContent).toBe('2,001 of 2,000 characters');
    expect(screen.getByRole('alert').textContent).toMatch(/at most 2,000 characters/);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    render(<Composer onSend={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'உங்கள் செய்தி' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அனுப்ப' })).toBeTruthy();
    expect(screen.getByTestId('composer-count').textContent).toBe('2,000 எழுத்துகளில் 0');
  });

  it('is disabled for a co-manager the holder did not allow to chat, and says who may', () => {
    const reason = 'Only the holder of the profile, or a co-manager they allow to chat, can do this.';
    render(<Composer onSend={vi.fn()} lockedReason={reason} />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    expect(document.getElementById(send.getAttribute('aria-describedby')!)!.textContent).toBe(reason);
  });
});
