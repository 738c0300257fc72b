/**
 * English: comparing two full charts (docs/design.md, "Porutham of two charts") on the porutham
 * calculator, in its printed report and on a member's details page. All ours.
 */
export const PORUTHAM_COMPARE_TEXTS = {
  // The calculator's second form.
  'poruthamCompare.heading': 'Compare full charts', // ours
  'poruthamCompare.intro':
    'Know both birth dates, times and places? Compare the two charts: the ten poruthams of the computed stars, chevvai dosham, papa samyam and dasa sandhi.', // ours
  'poruthamCompare.formLabel': 'Birth details of the bride and the groom', // ours
  'poruthamCompare.submit': 'Compare full charts', // ours
  'poruthamCompare.computing': 'Drawing both charts and comparing them…', // ours
  'poruthamCompare.needsAll': 'Fill in the date, time and place of birth of both to compare.', // ours
  'poruthamCompare.busy': 'Please wait: the two charts are being compared.', // ours
  'poruthamCompare.failed': 'We could not compare the charts just now. Please check the details and try again.', // ours
  'poruthamCompare.print': 'Print report', // ours

  // The comparison itself.
  'poruthamCompare.resultHeading': 'The two charts compared', // ours
  'poruthamCompare.chartsHeading': 'Rasi charts', // ours
  'poruthamCompare.chartLabel.bride': "The bride's rasi chart in the South Indian style. {placements}", // ours
  'poruthamCompare.chartLabel.groom': "The groom's rasi chart in the South Indian style. {placements}", // ours
  'poruthamCompare.placement': '{raasi}: {bodies}', // ours
  'poruthamCompare.sideStars': 'Star: {star}, raasi: {raasi}, lagnam: {lagnam}', // ours
  'poruthamCompare.papa.heading': 'Papa samyam', // ours
  'poruthamCompare.papa.intro':
    'The malefics in the 1st, 2nd, 4th, 7th, 8th and 12th houses from the lagnam, the Moon and Venus, each with its weight.', // ours
  'poruthamCompare.papa.planet': 'Planet', // ours
  'poruthamCompare.papa.from': 'From', // ours
  'poruthamCompare.papa.house': 'House', // ours
  'poruthamCompare.papa.weight': 'Weight', // ours
  'poruthamCompare.papa.from.lagnam': 'Lagnam', // ours
  'poruthamCompare.papa.from.moon': 'Moon', // ours
  'poruthamCompare.papa.from.venus': 'Venus', // ours
  'poruthamCompare.papa.total': 'Total', // ours
  'poruthamCompare.papa.none': 'No malefic in these houses.', // ours
  'poruthamCompare.papa.balanced': 'Papa samyam: balanced', // ours
  'poruthamCompare.papa.unbalanced': 'Papa samyam: not balanced', // ours
  'poruthamCompare.dasa.heading': 'Dasa sandhi', // ours
  'poruthamCompare.dasa.intro': 'When both begin a new major dasa within six months of each other, from {from} to {to}.', // ours
  'poruthamCompare.dasa.none': 'None in the next ten years.', // ours
  'poruthamCompare.dasa.period': 'From {start} to {end}: the bride begins {brideDasa}, the groom {groomDasa}.', // ours
  'poruthamCompare.summaryHeading': 'In short', // ours

  // The printed report (/porutham/report).
  'poruthamCompare.report.metaTitle': 'Porutham report | {brand}', // ours
  'poruthamCompare.report.metaDescription': 'The two birth charts compared, ready to print on one A4 page.', // ours
  'poruthamCompare.report.title': 'Porutham report', // ours
  'poruthamCompare.report.memberTitle': 'Porutham report: you and {name}', // ours
  'poruthamCompare.report.printButton': 'Print or save as PDF', // ours
  'poruthamCompare.report.backToCalculator': 'Back to the calculator', // ours
  'poruthamCompare.report.backToProfile': 'Back to profile', // ours
  'poruthamCompare.report.nothing':
    'There is nothing to print yet. Compare two charts on the porutham calculator first, then choose Print report.', // ours
  'poruthamCompare.report.noCharts':
    'The full charts cannot be compared for this profile: both need a birth time, and horoscopes need a Gold or Platinum plan.', // ours
  'poruthamCompare.report.comparedOn': 'Compared on {date} at {brand}', // ours
} as const;
