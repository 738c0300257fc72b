import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue.js';
import { resetPasswordFormSchema } from './auth.js';

// The schemas carry message references; the form and the server write them in the reader's language.
const en = translatorFor('en');

const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= en.ref(issue.message);
  return messages;
};

describe('resetPasswordFormSchema', () => {
  it('requires both fields and equal passwords', () => {
    expect(firstMessages(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }).error!.issues)).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Both fields are required',
    });
    expect(
      en.ref(
        resetPasswordFormSchema.safeParse({ password: 'Kolam-99x', confirmPassword: 'Kolam-98x' }).error!.issues[0]!.message,
      ),
    ).toBe('Passwords do not match');
  });
});
