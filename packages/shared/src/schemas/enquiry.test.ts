import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue.js';
import { enquirySchema } from './enquiry.js';

// The schemas carry message references; the form and the server write them in the reader's language.
const en = translatorFor('en');

describe('enquirySchema', () => {
  it('accepts a complete enquiry and trims it', () => {
    const parsed = enquirySchema.parse({ name: ' Anbu ', email: ' anbu@example.in ', phone: '9876543210', message: ' Hi ' });
    expect(parsed).toEqual({ name: 'Anbu', email: 'anbu@example.in', phone: '9876543210', message: 'Hi' });
  });

  it('gives the specification messages for missing fields', () => {
    const result = enquirySchema.safeParse({ name: '', email: '', phone: '', message: '' });
    expect(result.success).toBe(false);
    // The first message per field is the one the form and the server show.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[String(issue.path[0])] ??= en.ref(issue.message);
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
  });

  it.each(['a@b', '@b.c', 'a@.c', 'a b@c.d', 'a@b.c d'])('refuses the address %s', (email) => {
    const result = enquirySchema.safeParse({ name: 'A', email, phone: '9876543210', message: 'm' });
    expect(en.ref(result.error?.issues[0]?.message)).toBe('Invalid email format');
  });

  it.each(['98765', '98765432101', 'abcdefghij', '+919876543'])('refuses the phone %s', (phone) => {
    const result = enquirySchema.safeParse({ name: 'A', email: 'a@b.co', phone, message: 'm' });
    expect(en.ref(result.error?.issues[0]?.message)).toBe('Phone number must be 10 digits');
  });
});
