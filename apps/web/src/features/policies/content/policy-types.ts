/** A policy page's text as data; one renderer draws all three policies the same way. */
export interface PolicyDocument {
  title: string;
  /** Shown under the title, e.g. 'Effective 1 December 2024'. */
  effective: string;
  intro: string[];
  sections: PolicySection[];
}

export interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Values known only at run time (the support address comes from the server's settings). */
export interface PolicyContext {
  supportEmail: string;
}
