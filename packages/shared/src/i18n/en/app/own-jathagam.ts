/**
 * English: the member's own computed jathagam on her horoscope page, and the calculator started
 * from her saved birth details. All ours.
 */
export const OWN_JATHAGAM_TEXTS = {
  'ownJathagam.title': 'Your birth chart', // ours
  'ownJathagam.intro':
    'Your jathagam, worked out from your birth details. Pictures of a handwritten horoscope are optional (up to three); families with a Gold or Platinum plan can view them.', // ours
  'ownJathagam.from':
    'Worked out from the date, time and place of birth you saved. Families who may see horoscopes see the two charts and the chevvai dosham, never your time or place of birth or these dasa dates.', // ours
  'ownJathagam.change': 'Change the birth details', // ours
  'ownJathagam.uploadOptional':
    'No upload is needed: the chart above is your horoscope on {brand}. If your family would also like to show the astrologer’s handwritten jathagam, you may upload pictures of it.', // ours
  'ownJathagam.addTimeTitle': 'See your jathagam worked out for you', // ours
  'ownJathagam.addTime':
    'Add your time and place of birth, and this page shows your rasi and navamsam charts, the dasa and bhukti running now and the panchangam of your birth, with nothing to upload. Your star and raasi are worked out from them too.', // ours
  'ownJathagam.addTimeLink': 'Add the birth time', // ours
  'ownJathagam.useMine': 'Use my birth details', // ours
  'ownJathagam.useMineNote': 'Fills in the date, time and place of birth saved on your profile.', // ours
  'ownJathagam.savedPosition':
    'Place of birth as saved on your profile: latitude {latitude}, longitude {longitude}, time zone {timezone}.', // ours
} as const;
