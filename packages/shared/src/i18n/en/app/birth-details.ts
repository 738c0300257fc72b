/** English: birth details in the religion section (docs/design.md, "Birth chart") and the chart on a profile. All ours. */
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
  // A chosen dosham the chart contradicts: what the chart shows, and the choices that agree with it.
  'birth.dosamChartHas':
    'Your birth chart shows chevvai dosham. Please choose Chevvai Dosham or Chevvai and Rahu / Kethu Dosham, or clear the birth time.', // ours
  'birth.dosamChartCancelled':
    'Your birth chart shows chevvai dosham cancelled: Mars is in a dosham house, but an exception cancels it. Please choose No Dosham or Rahu / Kethu Dosham, or clear the birth time.', // ours
  'birth.dosamChartHasNot':
    'Your birth chart shows no chevvai dosham. Please choose No Dosham or Rahu / Kethu Dosham, or clear the birth time.', // ours
  // The religion section's Birth details group.
  'birth.group': 'Birth details', // ours
  'birth.private':
    'Your time and place of birth are never shown to other members. Members who may see horoscopes see only your chart.', // ours
  'birth.timeLabel': 'Time of birth (optional)', // ours
  'birth.timeHint': 'Without it, your star is taken from your date of birth.', // ours
  'birth.coordinates':
    'Saved by its position: latitude {latitude}, longitude {longitude}, time zone {timezone}. To change it, choose a place from the list, or clear it.', // ours
  'birth.fromBirthTime': 'Worked out from your birth details', // ours
  'birth.fromBirthTimeOnSave': 'Will be worked out from your birth time and place when you save', // ours
  'birth.fromBirthDate': 'Worked out from your date of birth', // ours
  'birth.chartDosham': 'Your birth chart: {text}', // ours
  // When the Moon changed star (or raasi) on the date of birth: the parts of the day, in order.
  'birth.dayStars': 'On your date of birth the Moon was in {parts}. Choose your star, or give your birth time.', // ours
  'birth.dayRaasis': 'On your date of birth the Moon was in {parts}. Choose your raasi, or give your birth time.', // ours
  'birth.partFirst': '{where} until {time}', // ours
  'birth.partMiddle': 'then in {where} until {time}', // ours
  'birth.partLast': 'then in {where}', // ours
  'birth.starAndRaasi': '{star} ({raasi})', // ours
  // A time of day, 'HH:mm' written on the 12-hour clock; Tamil names the part of the day instead.
  'birth.clock.lateNight': '{time} am', // ours
  'birth.clock.dawn': '{time} am', // ours
  'birth.clock.morning': '{time} am', // ours
  'birth.clock.afternoon': '{time} pm', // ours
  'birth.clock.evening': '{time} pm', // ours
  'birth.clock.night': '{time} pm', // ours
} as const;
