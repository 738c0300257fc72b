import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue.js';
import { memberNameField } from './profile.js';
import { storedPhone } from './phone-abroad.js';
import { registerFormSchema } from './register.js';

// The schemas carry message references; the form and the server write them in the reader's language.
const en = translatorFor('en');
const ta = translatorFor('ta');

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

describe('memberNameField', () => {
  const name = memberNameField();
  it.each([
    ['  K.   Anbu ', 'K. Anbu'],
    ['கிருஷ்ணமூர்த்தி', 'கிருஷ்ணமூர்த்தி'],
    ['ஆ. செல்வி', 'ஆ. செல்வி'],
    ["D'Souza-Pillai", "D'Souza-Pillai"],
    ['Suitor 2', 'Suitor 2'],
  ])('takes %j as %j', (typed, kept) => {
    expect(name.parse(typed)).toBe(kept);
  });

  it.each(['😀😀', '...', '-- --', '12345', '௧௨', 'பெயர்🙂', '漢字'])('refuses %j: Tamil or English letters', (typed) => {
    const issue = name.safeParse(typed).error!.issues[0]!;
    expect(en.ref(issue.message)).toBe(
      'Please write the name in Tamil or English letters. Spaces, dots (as in initials), hyphens and apostrophes may go between them.',
    );
    expect(ta.ref(issue.message)).toBe(
      'பெயரைத் தமிழ் அல்லது ஆங்கில எழுத்துகளில் எழுதவும். எழுத்துகளுக்கு இடையே இடைவெளி, புள்ளி (முன்னெழுத்துகளில் உள்ளதுபோல்), இணைப்புக்கோடு, மேற்கோள் குறி வரலாம்.',
    );
  });

  it('wants 2 to 60 characters, and a name at all', () => {
    expect(en.ref(name.safeParse('A').error!.issues[0]!.message)).toBe('A name has 2 to 60 characters.');
    expect(en.ref(name.safeParse('a'.repeat(61)).error!.issues[0]!.message)).toBe('A name has 2 to 60 characters.');
    expect(en.ref(name.safeParse('   ').error!.issues[0]!.message)).toBe('Name is required');
  });
});

describe('storedPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+971 50 123 4567', '+971501234567'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(storedPhone(typed)).toBe(kept);
  });

  it.each(['98765', '+44 12', '+999 1234567', 'abcdefghij', '+91 98765'])('refuses %j', (typed) => {
    expect(storedPhone(typed)).toBeNull();
  });
});
