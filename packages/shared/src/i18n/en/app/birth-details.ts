/** English: birth details in the religion section (DESIGN.md §9) and the chart on a profile. All ours. */
export const BIRTH_DETAILS_TEXTS = {
  // Messages (the server's field errors).
  'birth.placeForTime': "Please choose the place of birth too: the time is read in that place's time zone.", // ours
  'birth.coordinatesAll':
    'Please give the latitude, the longitude and the time zone together, or choose the place from the list.', // ours
  'birth.dateFirst': 'Please save your date of birth in Basic info first: the star is worked out from it.', // ours
  'birth.starComputed':
    'Your star is worked out from your birth details and cannot be changed here. To choose it yourself, clear the place of birth.', // ours
  'birth.raasiComputed':
    'Your raasi is worked out from your birth details and cannot be changed here. To choose it yourself, clear the place of birth.', // ours
  'birth.starNotThatDay':
    'On your date of birth the Moon was not in this star. Please choose one of the stars shown for that day, or give your birth time.', // ours
  'birth.raasiNotThatDay':
    'On your date of birth the Moon was not in this raasi. Please choose one of the raasis shown for that day, or give your birth time.', // ours
  'birth.dosamContradicts':
    'Your birth chart says otherwise about chevvai dosham. Please choose a dosham that agrees with it, or clear the birth time.', // ours
} as const;
