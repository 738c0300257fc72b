// The policy documents in both languages. Each document is loaded on demand, one language at a
// time, so the web downloads a policy only when its page opens.
import type { Locale } from '../locales.js';
import type { PolicyBuilder, PolicyId } from './types.js';

export type { PolicyBlock, PolicyBuilder, PolicyContext, PolicyDocument, PolicyId, PolicySection } from './types.js';

export const POLICY_IDS: readonly PolicyId[] = ['privacy', 'terms', 'refund'];

export const POLICY_LOADERS: Readonly<Record<PolicyId, Readonly<Record<Locale, () => Promise<PolicyBuilder>>>>> = {
  privacy: {
    en: () => import('../en/policies/privacy.js').then((m) => m.privacyPolicy),
    ta: () => import('../ta/policies/privacy.js').then((m) => m.privacyPolicy),
  },
  terms: {
    en: () => import('../en/policies/terms.js').then((m) => m.termsConditions),
    ta: () => import('../ta/policies/terms.js').then((m) => m.termsConditions),
  },
  refund: {
    en: () => import('../en/policies/refund.js').then((m) => m.refundPolicy),
    ta: () => import('../ta/policies/refund.js').then((m) => m.refundPolicy),
  },
};
