import { profileFamilySchema, profileLifestyleSchema } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { demoMembers } from './demo-profiles.js';

// The demo profiles' Tamil biodata must read like real families' and pass the checks a member's own would.

const details = demoMembers(new Date('2026-11-27T06:00:00Z')).map((m) => m.details);
const tally = (values: unknown[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [String(v)]: (acc[String(v)] ?? 0) + 1 }), {});

describe('the demo profiles’ biodata', () => {
  it('passes the same checks as a member’s own Family and Lifestyle & residence sections', () => {
    for (const d of details) {
      expect(profileFamilySchema.safeParse(d).success, JSON.stringify(d)).toBe(true);
      expect(profileLifestyleSchema.safeParse(d).success, JSON.stringify(d)).toBe(true);
      expect(d.brothers_married!).toBeLessThanOrEqual(d.brothers!);
      expect(d.sisters_married!).toBeLessThanOrEqual(d.sisters!);
    }
  });

  it('gives mostly vegetarian or non-vegetarian families, with other diets too', () => {
    const diets = tally(details.map((d) => d.diet));
    expect((diets['Vegetarian'] ?? 0) + (diets['Non-vegetarian'] ?? 0)).toBeGreaterThan(details.length * 0.7);
    expect(Object.keys(diets).length).toBeGreaterThanOrEqual(3);
    // Brahmin families are vegetarian by custom.
    for (const d of details.filter((x) => x.caste === 'Iyer')) expect(d.diet).toBe('Vegetarian');
  });

  it('puts a few families abroad, each with a residency status, and the rest in India without one', () => {
    const abroad = details.filter((d) => d.residence_country !== 'India');
    expect(abroad.length).toBeGreaterThanOrEqual(4);
    expect(abroad.length).toBeLessThan(details.length * 0.25);
    for (const d of abroad) {
      expect(['Singapore', 'United States of America', 'United Kingdom', 'United Arab Emirates']).toContain(d.residence_country);
      expect(d.residency_status).toBeTruthy();
    }
    for (const d of details.filter((x) => x.residence_country === 'India')) expect(d.residency_status).toBeNull();
  });

  it('names a native place for every family and a kula deivam only for Hindu ones', () => {
    for (const d of details) {
      expect(d.native_place).toBeTruthy();
      expect(Boolean(d.family_deity)).toBe(d.religion === 'Hindu');
      if (d.kulam) expect(d.caste).toBe('Gounder');
    }
  });
});
