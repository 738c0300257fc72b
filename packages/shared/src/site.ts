/**
 * Facts about the company that the pages and e-mails print. One place, so a change of phone
 * number or address is one edit. The support e-mail shown in the browser comes from the
 * server's SUPPORT_EMAIL setting (injected into the page); this default is only the fallback.
 */
export const SITE = {
  name: 'Inai Matrimony',
  shortName: 'Inai',
  legalName: 'Inai Matrimony Services Private Limited',
  tagline: 'The leading choice for finding lifelong partners.',
  defaultSupportEmail: 'support@inaimatrimony.in',
  /** The grievance officer's address when GRIEVANCE_OFFICER_EMAIL is unset (development). */
  defaultGrievanceEmail: 'grievance@inaimatrimony.in',
  enquiryPhone: '+91 94430 21050',
  enquiryPhoneHref: 'tel:+919443021050',
  address: {
    line1: '3rd Floor, 1090 Avinashi Road',
    line2: 'Peelamedu',
    city: 'Coimbatore',
    postalCode: '641004',
    state: 'Tamilnadu',
    country: 'India',
  },
  whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaInaiMatrimony',
  social: {
    facebook: 'https://www.facebook.com/inaimatrimony',
    instagram: 'https://www.instagram.com/inaimatrimony',
    youtube: 'https://www.youtube.com/@inaimatrimony',
    x: 'https://x.com/inaimatrimony',
  },
  /**
   * The date the current version of the policies took effect. The specification's first version
   * took effect in December 2024; this version says what ID checks, chat, reports, Who viewed me,
   * deleting one's account, verified mobile numbers, last active, saved searches, today's matches
   * and the installable app do with personal data, that other members see days rather than times,
   * and what operators' searches and photo views leave in the audit log.
   */
  policiesEffective: '30 November 2026',
} as const;

/** The postal address on one line, as the About and Contact pages print it. */
export function formatAddress(): string {
  const a = SITE.address;
  return `${a.line1}, ${a.line2}, ${a.city} ${a.postalCode}, ${a.state}, ${a.country}`;
}
