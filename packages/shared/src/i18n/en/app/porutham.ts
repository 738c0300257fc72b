/** English: the porutham calculator, the details page's porutham section and the reasons. All ours. */
export const PORUTHAM_TEXTS = {
  'porutham.chooseStar': 'Please choose a star from the list', // ours
  'porutham.raasiNotOfStar': 'This raasi does not go with the chosen star. Please choose one of the raasis offered for it.', // ours

  // The ten poruthams' own names.
  'porutham.name.dinam': 'Dinam', // ours
  'porutham.name.ganam': 'Ganam', // ours
  'porutham.name.mahendram': 'Mahendram', // ours
  'porutham.name.stree_deergham': 'Stree Deergham', // ours
  'porutham.name.yoni': 'Yoni', // ours
  'porutham.name.rasi': 'Rasi', // ours
  'porutham.name.rasi_adhipathi': 'Rasi Adhipathi', // ours
  'porutham.name.vasya': 'Vasya', // ours
  'porutham.name.rajju': 'Rajju', // ours
  'porutham.name.vedhai': 'Vedhai', // ours

  // One reason line: '{name}: {reason} — {verdict}'.
  'porutham.line': '{name}: {reason} — {verdict}', // ours
  'porutham.lineOpen': '{name}: {reason}', // ours
  'porutham.matched': 'matched', // ours
  'porutham.notMatched': 'not matched', // ours
  'porutham.ordinal.st': '{n}st', // ours
  'porutham.ordinal.nd': '{n}nd', // ours
  'porutham.ordinal.rd': '{n}rd', // ours
  'porutham.ordinal.th': '{n}th', // ours

  'porutham.reason.sameStar': 'both have the same star, {star}', // ours
  'porutham.reason.count': "the groom's star is the {ordinal} from the bride's", // ours
  'porutham.reason.deergham': "the groom's star is the {ordinal} from the bride's; more than {above} is needed", // ours
  'porutham.reason.ganamSame': 'both stars are {gana} ganam', // ours
  'porutham.reason.ganamDiffer': "the bride's star is {bride} ganam, the groom's {groom} ganam", // ours
  'porutham.reason.yoniSame': 'both stars have the {animal} yoni', // ours
  'porutham.reason.yoniFriendly': 'the {bride} and the {groom} are not enemies', // ours
  'porutham.reason.yoniEnemies': 'the {bride} and the {groom} are sworn enemies', // ours
  'porutham.reason.rasiSame': 'both are {raasi}', // ours
  'porutham.reason.rasiCount': "the bride is {bride}, the groom {groom}; the groom's raasi is the {ordinal} from the bride's", // ours
  'porutham.reason.lordSame': 'both raasis are ruled by {planet}', // ours
  'porutham.reason.lordsFriendly': 'the raasi lords {bride} and {groom} are not enemies', // ours
  'porutham.reason.lordsEnemies': 'the raasi lords {bride} and {groom} are enemies', // ours
  'porutham.reason.vasya': '{bride} and {groom} are vasya raasis', // ours
  'porutham.reason.notVasya': '{bride} and {groom} are not vasya to each other', // ours
  'porutham.reason.rajjuSame': 'both stars are {rajju} Rajju', // ours
  'porutham.reason.rajjuDiffer': '{bride} and {groom} Rajju', // ours
  'porutham.reason.vedhai': '{bride} and {groom} are a Vedhai pair', // ours
  'porutham.reason.notVedhai': '{bride} and {groom} are not a Vedhai pair', // ours
  'porutham.reason.needsRaasi': 'choose the raasi for {star} to see this porutham', // ours
  'porutham.reason.needsBothRaasis': "choose the bride's raasi ({bride}) and the groom's ({groom}) to see this porutham", // ours

  'porutham.gana.deva': 'Deva', // ours
  'porutham.gana.manushya': 'Manushya', // ours
  'porutham.gana.rakshasa': 'Rakshasa', // ours
  'porutham.rajju.paadha': 'Paadha (foot)', // ours
  'porutham.rajju.kati': 'Kati (waist)', // ours
  'porutham.rajju.naabhi': 'Naabhi (navel)', // ours
  'porutham.rajju.kanda': 'Kanda (neck)', // ours
  'porutham.rajju.siro': 'Siro (head)', // ours
  'porutham.yoni.horse': 'horse', // ours
  'porutham.yoni.elephant': 'elephant', // ours
  'porutham.yoni.sheep': 'sheep', // ours
  'porutham.yoni.serpent': 'serpent', // ours
  'porutham.yoni.dog': 'dog', // ours
  'porutham.yoni.cat': 'cat', // ours
  'porutham.yoni.rat': 'rat', // ours
  'porutham.yoni.cow': 'cow', // ours
  'porutham.yoni.buffalo': 'buffalo', // ours
  'porutham.yoni.tiger': 'tiger', // ours
  'porutham.yoni.deer': 'deer', // ours
  'porutham.yoni.monkey': 'monkey', // ours
  'porutham.yoni.mongoose': 'mongoose', // ours
  'porutham.yoni.lion': 'lion', // ours
  'porutham.planet.sun': 'the Sun', // ours
  'porutham.planet.moon': 'the Moon', // ours
  'porutham.planet.mars': 'Mars', // ours
  'porutham.planet.mercury': 'Mercury', // ours
  'porutham.planet.jupiter': 'Jupiter', // ours
  'porutham.planet.venus': 'Venus', // ours
  'porutham.planet.saturn': 'Saturn', // ours

  // The summary: count, verdict, the ten lines.
  'porutham.count': '{matched}/{total} poruthams', // ours
  'porutham.compatible': 'Compatible', // ours
  'porutham.incompatible': 'Not compatible', // ours
  'porutham.decides': 'Rajju and Vedhai decide: a pair that fails either is not compatible, whatever the count.', // ours
  'porutham.mandatory': 'Mandatory', // ours
  'porutham.matchedMark': 'Matched', // ours
  'porutham.notMatchedMark': 'Not matched', // ours
  'porutham.heading': 'Ten poruthams', // ours

  // The free calculator at /porutham.
  'porutham.metaTitle': 'Free porutham calculator | {brand}', // ours
  'porutham.metaDescription': "Check the ten poruthams of a bride's and a groom's stars, with the reason for each, free.", // ours
  'porutham.title': 'Porutham calculator', // ours
  'porutham.subtitle': "The ten poruthams of a bride's and a groom's stars, each with its reason.", // ours
  'porutham.bride': 'Bride', // ours
  'porutham.groom': 'Groom', // ours
  'porutham.brideStar': "Bride's star", // ours
  'porutham.groomStar': "Groom's star", // ours
  'porutham.brideRaasi': "Bride's raasi", // ours
  'porutham.groomRaasi': "Groom's raasi", // ours
  'porutham.starPlaceholder': 'Select star', // ours
  'porutham.raasiPlaceholder': 'Select raasi', // ours
  'porutham.raasiHint': '{star} spans two raasis: choose the one in the horoscope.', // ours
  'porutham.chooseBoth': "Choose the bride's and the groom's stars to see the ten poruthams.", // ours
  'porutham.countedFrom': "Counted from the bride's star to the groom's, as the Tamil tradition does.", // ours

  // Chevvai dosham beside the ten (a fact about two charts, never a verdict on a person).
  'porutham.chooseChevvai': 'Please choose chevvai dosham from the list.', // ours
  'porutham.chevvai.heading': 'Chevvai dosham', // ours
  'porutham.chevvai.both': 'Both have chevvai dosham. Families who follow this rule see that as a match.', // ours
  'porutham.chevvai.neither': 'Neither has chevvai dosham.', // ours
  'porutham.chevvai.bride_only':
    'Only the bride has chevvai dosham. Families who follow this rule look for a groom who has it too; many decide by the poruthams alone.', // ours
  'porutham.chevvai.groom_only':
    'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.', // ours
  'porutham.chevvai.unknown': 'Chevvai dosham cannot be compared yet: we do not know it for one or both of the two.', // ours
  'porutham.chevvai.fromChart': 'From the birth chart', // ours
  'porutham.chevvai.stated': 'As stated in the profile', // ours
  'porutham.chevvai.yes': 'Has chevvai dosham', // ours
  'porutham.chevvai.no': 'No chevvai dosham', // ours
  'porutham.chevvai.notKnown': 'Not known', // ours
  'porutham.chevvai.brideLabel': "Bride's chevvai dosham", // ours
  'porutham.chevvai.groomLabel': "Groom's chevvai dosham", // ours
  'porutham.chevvai.hint': 'Optional. Not sure? The <calc>birth chart calculator</calc> works it out from the birth details.', // ours
} as const;
