import { describe, expect, it } from 'vitest';
import { translatorFor } from './catalogue.js';
import { experienceText, heightText, salaryText } from './profile-facts.js';

const en = translatorFor('en');
const ta = translatorFor('ta');

describe('profile facts with their units', () => {
  it('writes heights in feet and inches', () => {
    expect(heightText(en, '5.3')).toBe('5 ft 3 in');
    expect(heightText(en, '6')).toBe('6 ft');
    expect(heightText(en, '5.11')).toBe('5 ft 11 in');
    expect(heightText(en, '5 & below')).toBe('5 ft or shorter');
    expect(heightText(ta, '5.3')).toBe('5 அடி 3 அங்குலம்');
    expect(heightText(ta, '7 & above')).toBe('7 அடி அல்லது அதிகம்');
  });

  it('writes a monthly salary in rupees with Indian grouping, and other text as typed', () => {
    expect(salaryText(en, '50000')).toBe('₹50,000 a month');
    expect(salaryText(en, 'Rs. 1,25,000')).toBe('₹1,25,000 a month');
    expect(salaryText(en, '600000')).toBe('₹6,00,000 a month');
    expect(salaryText(ta, '50000')).toBe('மாதம் ₹50,000');
    expect(salaryText(en, '6 LPA')).toBe('6 LPA');
  });

  it('writes the experience in years', () => {
    expect(experienceText(en, '1')).toBe('1 year');
    expect(experienceText(en, '5')).toBe('5 years');
    expect(experienceText(en, '2.5 years')).toBe('2.5 years');
    expect(experienceText(ta, '5')).toBe('5 ஆண்டுகள்');
    expect(experienceText(ta, '1')).toBe('1 ஆண்டு');
    expect(experienceText(en, 'Fresher')).toBe('Fresher');
  });
});
