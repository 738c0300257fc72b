import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue.js';
import { registerFormSchema, resetPasswordFormSchema } from './auth.js';

// The schemas carry message references; the form and the server write them in the reader's language.
const en = translatorFor('en');

const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= en.ref(issue.message);
  return messages;
};

describe('registerFormSchema', () => {
  it('gives every field its specification message at once', () => {
    const result = registerFormSchema.safeParse({
      name: ' ',
      email: '',
      phone: '',
      password: '',
      confirmPassword: 'x',
      terms: false,
    });
    expect(firstMessages(result.error!.issues)).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Phone number must be 10 digits',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
      terms: 'You must agree to the terms of service before creating an account',
    });
  });

  it('says the passwords differ even while other fields are still empty', () => {
    const result = registerFormSchema.safeParse({
      name: '',
      email: '',
      phone: '',
      password: 'Kolam-99x',
      confirmPassword: 'Kolam-98x',
      terms: false,
    });
    expect(firstMessages(result.error!.issues).confirmPassword).toBe('Passwords do not match');
  });

  it('accepts a complete form and lower-cases the address', () => {
    const parsed = registerFormSchema.parse({
      name: 'Anbu',
      email: 'Anbu@Example.IN',
      phone: '9876543210',
      password: 'Kolam-99x',
      confirmPassword: 'Kolam-99x',
      terms: true,
    });
    expect(parsed.email).toBe('anbu@example.in');
  });
});

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
