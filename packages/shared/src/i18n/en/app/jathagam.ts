/** English: the birth chart calculator's field messages. All ours. */
export const JATHAGAM_TEXTS = {
  'jathagam.dateInvalid': 'Please give the date of birth as a real date between 1900 and 2100.', // ours
  'jathagam.timeInvalid': 'Please give the time of birth as hours and minutes, for example 06:45 or 18:30.', // ours
  'jathagam.placeRequired': 'Please choose the place of birth from the list.', // ours
  'jathagam.placeUnknown': 'We could not find this place. Please choose the place of birth from the list again.', // ours
  'jathagam.coordinatesInvalid': 'Please give a latitude between -90 and 90 and a longitude between -180 and 180.', // ours
  'jathagam.timezoneInvalid': 'Please choose the time zone of the place from the list of time zones.', // ours

  // The calculator page.
  'jathagam.metaTitle': 'Free birth chart (jathagam) calculator | {brand}', // ours
  'jathagam.metaDescription':
    'Draw a birth chart free: rasi and navamsam in the South Indian style, dasa, panchangam and chevvai dosham, in English and Tamil.', // ours
  'jathagam.title': 'Birth chart calculator', // ours
  'jathagam.subtitle': 'Rasi and navamsam charts, dasa and panchangam from the date, time and place of birth — free', // ours
  'jathagam.formLabel': 'Birth details', // ours
  'jathagam.date': 'Date of birth', // ours
  'jathagam.time': 'Time of birth', // ours
  'jathagam.place': 'Place of birth', // ours
  'jathagam.placeHint': 'Type at least {min} letters of the town or city, in Tamil or English, then choose it from the list.', // ours
  'jathagam.placeSearching': 'Looking for places…', // ours
  'jathagam.placeNone': 'No place by that name. Please try another spelling or a nearby town.', // ours
  'jathagam.placeFailed': 'We could not search for places just now. Please try again.', // ours
  'jathagam.placeChosen': 'Chosen: {place}', // ours
  'jathagam.placeChange': 'Change place', // ours
  'jathagam.placeClear': 'Clear the place of birth', // ours
  'jathagam.submit': 'Draw the chart', // ours
  'jathagam.computing': 'Drawing the chart…', // ours
  'jathagam.failed': 'We could not draw the chart just now. Please check the details and try again.', // ours
  'jathagam.print': 'Print', // ours
  'jathagam.rasiChart': 'Rasi', // ours
  'jathagam.navamsamChart': 'Navamsam', // ours
  'jathagam.rasiChartLabel': 'Rasi chart in the South Indian style; the positions are listed in the table.', // ours
  'jathagam.navamsamChartLabel': 'Navamsam chart in the South Indian style; the positions are listed in the table.', // ours
  'jathagam.lagnam': 'Lagnam', // ours
  'jathagam.lagnamShort': 'La', // ours
  'jathagam.retroShort': '(R)', // ours
  'jathagam.positions': 'Positions of the planets', // ours
  'jathagam.body': 'Planet', // ours
  'jathagam.raasi': 'Raasi', // ours
  'jathagam.star': 'Star', // ours
  'jathagam.padam': 'Padam', // ours
  'jathagam.degree': 'Degree in the raasi', // ours
  'jathagam.retrograde': 'Retrograde', // ours
  'jathagam.yes': 'Yes', // ours
  'jathagam.no': 'No', // ours
  'jathagam.birthStar': 'Birth star: {star}, raasi: {raasi}', // ours
  'jathagam.dasa': 'Dasa periods', // ours
  'jathagam.dasaLord': 'Dasa', // ours
  'jathagam.bhukti': 'Bhukti', // ours
  'jathagam.from': 'From', // ours
  'jathagam.to': 'To', // ours
  'jathagam.running': 'Running now', // ours
  'jathagam.bhuktisOf': 'Bhuktis of {dasa}', // ours
  'jathagam.balance': 'Balance of {dasa} at birth: {years} years, {months} months, {days} days', // ours
  // Each graha's dasa by name: Tamil joins the name to தசை in its own form (சூரிய தசை).
  'jathagam.dasa.sun': 'Sun dasa', // ours
  'jathagam.dasa.moon': 'Moon dasa', // ours
  'jathagam.dasa.mars': 'Mars dasa', // ours
  'jathagam.dasa.mercury': 'Mercury dasa', // ours
  'jathagam.dasa.jupiter': 'Jupiter dasa', // ours
  'jathagam.dasa.venus': 'Venus dasa', // ours
  'jathagam.dasa.saturn': 'Saturn dasa', // ours
  'jathagam.dasa.rahu': 'Rahu dasa', // ours
  'jathagam.dasa.ketu': 'Ketu dasa', // ours
  'jathagam.panchangam': 'Panchangam at birth', // ours
  'jathagam.weekday': 'Weekday', // ours
  'jathagam.tithi': 'Tithi', // ours
  'jathagam.yoga': 'Yogam', // ours
  'jathagam.karana': 'Karanam', // ours
  'jathagam.tamilDate': 'Tamil date', // ours
  'jathagam.tamilDateValue': '{month} {day}', // ours
  'jathagam.chevvai': 'Chevvai dosham', // ours
  'jathagam.chevvaiAbsent': 'Mars is not in a house that gives chevvai dosham, counted from the lagnam, the Moon and Venus.', // ours
  'jathagam.chevvaiPresent': '{dosham}.', // ours
  'jathagam.chevvaiCancelled': '{dosham}; but the dosham is cancelled because {exception}.', // ours
  'jathagam.chevvaiNote':
    'This is what the chart shows, not a judgement of a person; families often ask an astrologer to read it with the whole horoscope.', // ours
  'jathagam.nearBoundary':
    "Close to the edge of a raasi, star or padam: {bodies}. A few minutes' difference in the birth time can change this, so please check the birth time.", // ours
  'jathagam.computedNote': 'Computed with the Lahiri ayanamsa (place: {place}); times are local to the place of birth.', // ours
  'jathagam.poruthamLink': 'Draw a full birth chart', // ours
  'jathagam.planet.sun': 'Sun', // ours
  'jathagam.planet.moon': 'Moon', // ours
  'jathagam.planet.mars': 'Mars', // ours
  'jathagam.planet.mercury': 'Mercury', // ours
  'jathagam.planet.jupiter': 'Jupiter', // ours
  'jathagam.planet.venus': 'Venus', // ours
  'jathagam.planet.saturn': 'Saturn', // ours
  'jathagam.planet.rahu': 'Rahu', // ours
  'jathagam.planet.ketu': 'Ketu', // ours
  'jathagam.planetShort.sun': 'Su', // ours
  'jathagam.planetShort.moon': 'Mo', // ours
  'jathagam.planetShort.mars': 'Ma', // ours
  'jathagam.planetShort.mercury': 'Me', // ours
  'jathagam.planetShort.jupiter': 'Ju', // ours
  'jathagam.planetShort.venus': 'Ve', // ours
  'jathagam.planetShort.saturn': 'Sa', // ours
  'jathagam.planetShort.rahu': 'Ra', // ours
  'jathagam.planetShort.ketu': 'Ke', // ours
  'jathagam.weekday.Nyayiru': 'Sunday', // ours
  'jathagam.weekday.Thingal': 'Monday', // ours
  'jathagam.weekday.Sevvai': 'Tuesday', // ours
  'jathagam.weekday.Budhan': 'Wednesday', // ours
  'jathagam.weekday.Viyazhan': 'Thursday', // ours
  'jathagam.weekday.Velli': 'Friday', // ours
  'jathagam.weekday.Sani': 'Saturday', // ours
  'jathagam.tithi.Valarpirai Prathamai': 'Valarpirai Prathamai', // ours
  'jathagam.tithi.Valarpirai Dwithiyai': 'Valarpirai Dwithiyai', // ours
  'jathagam.tithi.Valarpirai Thrithiyai': 'Valarpirai Thrithiyai', // ours
  'jathagam.tithi.Valarpirai Chathurthi': 'Valarpirai Chathurthi', // ours
  'jathagam.tithi.Valarpirai Panchami': 'Valarpirai Panchami', // ours
  'jathagam.tithi.Valarpirai Sashti': 'Valarpirai Sashti', // ours
  'jathagam.tithi.Valarpirai Sapthami': 'Valarpirai Sapthami', // ours
  'jathagam.tithi.Valarpirai Ashtami': 'Valarpirai Ashtami', // ours
  'jathagam.tithi.Valarpirai Navami': 'Valarpirai Navami', // ours
  'jathagam.tithi.Valarpirai Dasami': 'Valarpirai Dasami', // ours
  'jathagam.tithi.Valarpirai Ekadasi': 'Valarpirai Ekadasi', // ours
  'jathagam.tithi.Valarpirai Dwadasi': 'Valarpirai Dwadasi', // ours
  'jathagam.tithi.Valarpirai Thrayodasi': 'Valarpirai Thrayodasi', // ours
  'jathagam.tithi.Valarpirai Chathurdasi': 'Valarpirai Chathurdasi', // ours
  'jathagam.tithi.Pournami': 'Pournami', // ours
  'jathagam.tithi.Theipirai Prathamai': 'Theipirai Prathamai', // ours
  'jathagam.tithi.Theipirai Dwithiyai': 'Theipirai Dwithiyai', // ours
  'jathagam.tithi.Theipirai Thrithiyai': 'Theipirai Thrithiyai', // ours
  'jathagam.tithi.Theipirai Chathurthi': 'Theipirai Chathurthi', // ours
  'jathagam.tithi.Theipirai Panchami': 'Theipirai Panchami', // ours
  'jathagam.tithi.Theipirai Sashti': 'Theipirai Sashti', // ours
  'jathagam.tithi.Theipirai Sapthami': 'Theipirai Sapthami', // ours
  'jathagam.tithi.Theipirai Ashtami': 'Theipirai Ashtami', // ours
  'jathagam.tithi.Theipirai Navami': 'Theipirai Navami', // ours
  'jathagam.tithi.Theipirai Dasami': 'Theipirai Dasami', // ours
  'jathagam.tithi.Theipirai Ekadasi': 'Theipirai Ekadasi', // ours
  'jathagam.tithi.Theipirai Dwadasi': 'Theipirai Dwadasi', // ours
  'jathagam.tithi.Theipirai Thrayodasi': 'Theipirai Thrayodasi', // ours
  'jathagam.tithi.Theipirai Chathurdasi': 'Theipirai Chathurdasi', // ours
  'jathagam.tithi.Amavasai': 'Amavasai', // ours
  'jathagam.yoga.Vishkambam': 'Vishkambam', // ours
  'jathagam.yoga.Preethi': 'Preethi', // ours
  'jathagam.yoga.Ayushman': 'Ayushman', // ours
  'jathagam.yoga.Saubhagyam': 'Saubhagyam', // ours
  'jathagam.yoga.Sobanam': 'Sobanam', // ours
  'jathagam.yoga.Athigandam': 'Athigandam', // ours
  'jathagam.yoga.Sukarmam': 'Sukarmam', // ours
  'jathagam.yoga.Dhruthi': 'Dhruthi', // ours
  'jathagam.yoga.Soolam': 'Soolam', // ours
  'jathagam.yoga.Gandam': 'Gandam', // ours
  'jathagam.yoga.Vruddhi': 'Vruddhi', // ours
  'jathagam.yoga.Dhruvam': 'Dhruvam', // ours
  'jathagam.yoga.Vyagatham': 'Vyagatham', // ours
  'jathagam.yoga.Harshanam': 'Harshanam', // ours
  'jathagam.yoga.Vajram': 'Vajram', // ours
  'jathagam.yoga.Siddhi': 'Siddhi', // ours
  'jathagam.yoga.Vyatheepatham': 'Vyatheepatham', // ours
  'jathagam.yoga.Variyan': 'Variyan', // ours
  'jathagam.yoga.Parigam': 'Parigam', // ours
  'jathagam.yoga.Sivam': 'Sivam', // ours
  'jathagam.yoga.Siddham': 'Siddham', // ours
  'jathagam.yoga.Sadhyam': 'Sadhyam', // ours
  'jathagam.yoga.Subham': 'Subham', // ours
  'jathagam.yoga.Subhram': 'Subhram', // ours
  'jathagam.yoga.Brahmam': 'Brahmam', // ours
  'jathagam.yoga.Indhiram': 'Indhiram', // ours
  'jathagam.yoga.Vaidhruthi': 'Vaidhruthi', // ours
  'jathagam.karana.Bavam': 'Bavam', // ours
  'jathagam.karana.Balavam': 'Balavam', // ours
  'jathagam.karana.Kaulavam': 'Kaulavam', // ours
  'jathagam.karana.Thaithulam': 'Thaithulam', // ours
  'jathagam.karana.Karasai': 'Karasai', // ours
  'jathagam.karana.Vanasai': 'Vanasai', // ours
  'jathagam.karana.Bhadrai': 'Bhadrai', // ours
  'jathagam.karana.Sakuni': 'Sakuni', // ours
  'jathagam.karana.Chathushpadham': 'Chathushpadham', // ours
  'jathagam.karana.Naagavam': 'Naagavam', // ours
  'jathagam.karana.Kimsthugnam': 'Kimsthugnam', // ours
  'jathagam.month.Chithirai': 'Chithirai', // ours
  'jathagam.month.Vaikasi': 'Vaikasi', // ours
  'jathagam.month.Aani': 'Aani', // ours
  'jathagam.month.Aadi': 'Aadi', // ours
  'jathagam.month.Aavani': 'Aavani', // ours
  'jathagam.month.Purattasi': 'Purattasi', // ours
  'jathagam.month.Aippasi': 'Aippasi', // ours
  'jathagam.month.Karthigai': 'Karthigai', // ours
  'jathagam.month.Margazhi': 'Margazhi', // ours
  'jathagam.month.Thai': 'Thai', // ours
  'jathagam.month.Maasi': 'Maasi', // ours
  'jathagam.month.Panguni': 'Panguni', // ours
  // Where chevvai dosham is counted from: one whole clause for each set of reference points, as
  // Tamil marks each point of a list (லக்னத்திலிருந்தும் சந்திரனிலிருந்தும்).
  'jathagam.chevvaiFrom.lagnam': 'Chevvai dosham is present, counted from the lagnam', // ours
  'jathagam.chevvaiFrom.moon': 'Chevvai dosham is present, counted from the Moon', // ours
  'jathagam.chevvaiFrom.venus': 'Chevvai dosham is present, counted from Venus', // ours
  'jathagam.chevvaiFrom.lagnam_moon': 'Chevvai dosham is present, counted from the lagnam and the Moon', // ours
  'jathagam.chevvaiFrom.lagnam_venus': 'Chevvai dosham is present, counted from the lagnam and Venus', // ours
  'jathagam.chevvaiFrom.moon_venus': 'Chevvai dosham is present, counted from the Moon and Venus', // ours
  'jathagam.chevvaiFrom.lagnam_moon_venus': 'Chevvai dosham is present, counted from the lagnam, the Moon and Venus', // ours
  'jathagam.exception.mars_own_sign': 'Mars is in its own sign', // ours
  'jathagam.exception.mars_exalted': 'Mars is exalted', // ours
  'jathagam.exception.lagnam_kadagam_simmam': 'the lagnam is Kadagam or Simmam', // ours
  'jathagam.exception.house_sign': 'the sign Mars stands in is exempt for that house', // ours
  'jathagam.exception.jupiter_with_or_aspecting_mars': 'Jupiter is with Mars or aspects it', // ours
  'jathagam.exception.mars_with_moon': 'Mars is with the Moon', // ours
} as const;
