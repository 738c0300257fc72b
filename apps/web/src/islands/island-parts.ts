import type { ComponentType } from 'react';
import { ensureAppTexts } from '../lib/i18n/i18n-store';
import type { IslandName } from '../lib/islands/island-names';

/** A part drawn with the texts beyond the home page's: those come with its code. */
const withAppTexts = <T>(code: Promise<T>) => Promise.all([code, ensureAppTexts()]).then(([module]) => module);

interface HydratedPart {
  /** The very component the page draws inside the island's mark. */
  load: () => Promise<ComponentType>;
  /** It says how things went in a toast: the page needs the toaster the app would have. */
  toasts?: true;
}

/**
 * A part nobody acts on that changes by itself: a small script of its own brings the server's
 * HTML alive, and React is neither fetched nor run for it.
 */
interface ScriptedPart {
  start: () => Promise<(part: HTMLElement) => void>;
}

export type IslandPart = HydratedPart | ScriptedPart;

export const ISLAND_PARTS: Readonly<Record<IslandName, IslandPart>> = {
  'site-header': { load: () => import('../app/layout/site-header').then((m) => m.SiteHeader) },
  'home-hero': { load: () => import('../features/home/components/home-hero').then((m) => m.HomeHero) },
  countdown: { start: () => import('../features/coming-soon/countdown-ticker').then((m) => m.countDownOn) },
  'enquiry-form': {
    load: () => withAppTexts(import('../features/contact/components/enquiry-form')).then((m) => m.EnquiryForm),
    toasts: true,
  },
  'grievance-form': {
    load: () => withAppTexts(import('../features/grievance/components/grievance-form')).then((m) => m.GrievanceForm),
  },
  'porutham-calculator': {
    load: () => withAppTexts(import('../features/porutham/components/porutham-calculator')).then((m) => m.PoruthamCalculator),
  },
  'jathagam-calculator': {
    load: () => withAppTexts(import('../features/jathagam/components/jathagam-calculator')).then((m) => m.JathagamCalculator),
  },
  'pricing-plans': {
    load: () => withAppTexts(import('../features/plans/components/pricing-plans')).then((m) => m.PricingPlans),
  },
};
