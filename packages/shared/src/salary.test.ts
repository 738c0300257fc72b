import { describe, expect, it } from 'vitest';
import { monthlyRupees } from './salary.js';

describe('monthlyRupees', () => {
  it('reads rupees a month as Edit my profile asks for them, with or without ₹, Rs. and grouping', () => {
    expect(monthlyRupees('50000')).toBe(50000);
    expect(monthlyRupees('50,000')).toBe(50000);
    expect(monthlyRupees('₹ 50,000')).toBe(50000);
    expect(monthlyRupees('Rs.30000')).toBe(30000);
    expect(monthlyRupees('INR 1,20,000')).toBe(120000);
    expect(monthlyRupees('45000 a month')).toBe(45000);
    expect(monthlyRupees('40,000 per month')).toBe(40000);
    expect(monthlyRupees('25000 monthly')).toBe(25000);
    expect(monthlyRupees('50000/month')).toBe(50000);
    expect(monthlyRupees('1.2 lakh pm')).toBe(120000);
  });

  it('reads thousands and yearly packages as a monthly amount', () => {
    expect(monthlyRupees('50k')).toBe(50000);
    expect(monthlyRupees('6 LPA')).toBe(50000);
    expect(monthlyRupees('6 lpa')).toBe(50000);
    expect(monthlyRupees('6 lakhs per annum')).toBe(50000);
    expect(monthlyRupees('6 lakh p.a')).toBe(50000);
    expect(monthlyRupees('7.2 L/year')).toBe(60000);
    expect(monthlyRupees('12,00,000 per year')).toBe(100000);
    expect(monthlyRupees('600000 yearly')).toBe(50000);
    expect(monthlyRupees('8 LPA CTC')).toBe(66667);
    expect(monthlyRupees('1 crore p.a.')).toBe(833333);
    // Lakhs without a period are a package, as families quote them.
    expect(monthlyRupees('5 L')).toBe(41667);
  });

  it('gives up on anything else rather than guess', () => {
    for (const typed of [
      '',
      '   ',
      'good salary',
      'Negotiable',
      'Not disclosed',
      '100',
      '50000 per week',
      'about 40000',
      null,
      undefined,
    ])
      expect(monthlyRupees(typed), String(typed)).toBeNull();
  });
});
