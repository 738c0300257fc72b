/**
 * English: the printable biodata (/biodata/…, docs/decisions/0042) and its link from profile
 * details and the member's own profile. All ours.
 */
export const BIODATA_SHEET_TEXTS = {
  'biodataSheet.link': 'Biodata',
  'biodataSheet.heading': 'Biodata',
  'biodataSheet.pageTitle': '{name}: biodata',
  'biodataSheet.metaDescription': "A member's biodata, ready to print.",
  'biodataSheet.ownNote': 'This is your biodata. What you change in your profile shows here too.',
  'biodataSheet.actions': 'Biodata actions',
  'biodataSheet.print': 'Print or save as PDF',
  'biodataSheet.share': 'Share',
  'biodataSheet.shareText': "{name}'s biodata on {brand}",
  'biodataSheet.linkCopied': 'Link copied. Paste it wherever you want to share it.',
  'biodataSheet.copyFailed': 'Could not copy the link. Please copy it from the address bar.',
  'biodataSheet.backToProfile': 'Back to profile',

  // Sections of the sheet (Family and Lifestyle & residence are biodata.family and biodata.lifestyle).
  'biodataSheet.personal': 'Personal details',
  'biodataSheet.educationWork': 'Education & work',
  'biodataSheet.horoscope': 'Horoscope',
  'biodataSheet.expectations': 'Expectations',
  'biodataSheet.contact': 'Contact',

  // Labels the details page has no key for.
  'biodataSheet.maritalStatus': 'Marital status',
  'biodataSheet.motherTongue': 'Mother tongue',
  'biodataSheet.place': 'Lives in',
  'biodataSheet.income': 'Monthly income',
  'biodataSheet.footer': 'Biodata from {brand} · {date}',
} as const;
