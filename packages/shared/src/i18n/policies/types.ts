/** A policy page's text as data; one renderer draws all three policies the same way, in either language. */
export interface PolicyDocument {
  title: string;
  /** Shown under the title, e.g. 'Effective 1 December 2024'. */
  effective: string;
  intro: string[];
  sections: PolicySection[];
}

export interface PolicySection {
  /**
   * Stable kebab-case name of the section, the same in every language: the page's anchor for it,
   * and how the English and Tamil texts are matched section by section.
   */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Values known only at run time (the support address comes from the server's settings). */
export interface PolicyContext {
  supportEmail: string;
}

/** The three policies, as the routes /privacypolicy, /termsconditions and /refundpolicy show them. */
export type PolicyId = 'privacy' | 'terms' | 'refund';

/** Builds one policy in one language. */
export type PolicyBuilder = (ctx: PolicyContext) => PolicyDocument;
