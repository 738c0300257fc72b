import { describe, expect, it } from 'vitest';
import { onlyCode, tenDigits } from './use-texted-code';

describe('reading a mobile number and a code as people type them', () => {
  it('keeps the ten digits of an Indian number written with +91, 91, 0, spaces or dashes', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '09876543210',
      '(98765) 43210',
    ])
      expect(tenDigits(typed), typed).toBe('9876543210');
  });

  it('leaves anything else as typed, for the check to refuse', () => {
    expect(tenDigits('98765')).toBe('98765');
    expect(tenDigits('+44 7700 900123')).toBe('447700900123');
    expect(tenDigits('98765abcde')).toBe('98765abcde');
  });

  it('keeps the first six digits of a code', () => {
    expect(onlyCode('123 456')).toBe('123456');
    expect(onlyCode('OTP: 654321.')).toBe('654321');
    expect(onlyCode('12345678')).toBe('123456');
  });
});
