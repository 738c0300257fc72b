/** English: the Today's matches mail (ours, docs/decisions/0053). */
export const DAILY_PICKS_MAIL = {
  // The subject names nobody: it shows on lock screens.
  'mail.dailyPicks.subject': 'Today’s matches for you – {brand}', // ours
  'mail.dailyPicks.heading': 'Today’s matches', // ours
  'mail.dailyPicks.greeting': 'Vanakkam {name}, these new profiles fit your partner preferences today:', // ours
  'mail.dailyPicks.star': 'Star: {star}', // ours
  'mail.dailyPicks.closing': 'Each profile is picked for you only once; tomorrow morning brings new ones.', // ours
  'mail.dailyPicks.action': 'See today’s matches', // ours
  'mail.dailyPicks.note': 'You receive this e-mail because today’s matches by e-mail are on in your settings.', // ours
  'mail.dailyPicks.stop': 'Stop these e-mails with one click', // ours
} as const;
