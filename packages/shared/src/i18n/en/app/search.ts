/** English: search, matches, other members' profiles and interests. */
export const SEARCH = {
  'search.authRequired': 'Authentication token is required',
  'search.tryAgain': 'Please try again!',
  'search.empty': 'No profiles found. Try adjusting your filters to find the perfect match',
  'search.matchesEmpty': 'No profiles found',
  'search.badCaste': 'Please choose a caste from the list', // ours
  'search.badChoice': 'Please choose from the list', // ours
  'search.badHeightRange': 'The lowest height must not be above the highest. Please choose again.', // ours
  'search.starFirst': 'Add your star to your profile (Religion & Caste) to see only compatible stars.', // ours
  'search.badPlace': 'Please choose a state and city from the list', // ours
  'search.badPage': 'Please ask for a page between 1 and 10000 of up to 24 profiles', // ours
  'search.greeting': 'Start Searching for Your Soulmate, {name}!',
  'search.joinFree': 'Join now for Free',
  'search.showing': 'Showing {count} profiles',
  'search.pageOf': 'Page {page} of {pages}',
  'search.sendQueries': 'Send your queries',
  'search.profileFilters': 'Profile filters',
  'search.purchasePrompt': 'Purchase a plan to see photos and full profiles', // ours
  'search.matchesHeading': 'Discover Your Perfect Match',
  'search.matchesBlurred': 'Upgrade to a paid plan to see your matches clearly and open their profiles.', // ours
  'search.notAvailable': 'N/A',
  'search.choose': 'Choose who you are looking for, an age range and a religion to see profiles.', // ours
  'search.heading': 'Browse Profiles', // ours
  'search.purchaseButton': 'Purchase Plan',
  'search.matchesCount.one': '{count} matching profile', // ours
  'search.matchesCount.other': '{count} matching profiles', // ours
  'search.editPreferences': 'Edit partner preferences', // ours
  'search.chatNow': 'Chat now',
  'search.unlockChat': 'Unlock chat',
  'search.moreDetails': 'More details',
  'search.sendInterest': 'Send interest',
  'search.interestSent': 'Interest sent',

  'locations.countryNotFound': 'Country not found', // ours
  'locations.stateNotFound': 'State not found', // ours
  'locations.countryRequired': 'Country is required', // ours
  'locations.stateRequired': 'State is required', // ours

  'profileDetails.notFound': 'Profile not found.', // ours
  'profileDetails.quotaReached':
    'You have opened {limit} profiles this month, the limit of your plan. Upgrade your plan to see more.', // ours
  'profileDetails.horoscopesNeedGold': 'Horoscopes can be viewed with a Gold or Platinum plan.', // ours
  'profileDetails.available': 'Available',
  'profileDetails.notSpecified': 'Not specified',
  'profileDetails.photosLocked': 'Photos are locked by the user.',
  'profileDetails.horoscopesLocked': 'Horoscopes are locked by the user.',
  'profileDetails.phoneHidden': 'Phone number is hidden',
  'profileDetails.restricted':
    'Access Restricted - You do not have permission to view this page. Please purchase a PLAN to view user details.',
  'profileDetails.purchasePlan': 'Please purchase a plan to view user details',
  'profileDetails.viewsUnlimited.one': '{used} profile opened this month, no limit on your plan', // ours
  'profileDetails.viewsUnlimited.other': '{used} profiles opened this month, no limit on your plan', // ours
  'profileDetails.viewsUsed': '{used} of {limit} profile views used this month', // ours
  'profileDetails.view': 'View',
  'profileDetails.yes': 'Yes',
  'profileDetails.no': 'No',

  'interests.notToYourself': 'You cannot send an interest to yourself.', // ours
  'interests.badPartner': 'Please choose a profile to send your interest to.', // ours
  'interests.badStatus': "A new interest's status is 'Requested'.", // ours
  'interests.onlyYours': 'You can only see your own interests.', // ours
  'interests.notFound': 'We could not find that interest. It may have been withdrawn.', // ours
  'interests.badAnswer': "Please choose 'Accepted' or 'Rejected'.", // ours
  'interests.alreadySent': 'Interest already sent',
  'interests.sent': 'Interest sent successfully',
  'interests.accepted': 'Interest accepted successfully',
  'interests.rejected': 'Interest rejected successfully',
  'interests.noneSent': 'No interests sent',
  'interests.noneIncoming': 'No incoming interests',
  'interests.upgrade': 'You must upgrade to a premium membership to view and interact with interests.',
  'search.metaDescription': 'Search brides and grooms by age, religion, caste, state and city.', // ours
  'search.results': 'Results', // ours
  'search.searching': 'Searching…', // ours
  'search.lookingFor': 'Looking for', // ours
  'search.castePlaceholder': 'Caste', // ours
  'search.degree': 'Degree',
  'search.jobType': 'Job type',
  'search.age': 'Age',
  'search.height': 'Height',
  'search.photoOf': 'Photo of {name}', // ours
  'search.previous': 'Previous',
  'search.next': 'Next',
  'search.pages': 'Pages', // ours
  'search.firstPage': 'This is the first page.', // ours
  'search.lastPage': 'This is the last page.', // ours
  'search.layout': 'Layout', // ours
  'search.gridView': 'Grid view', // ours
  'search.listView': 'List view', // ours
  'search.matchesMetaTitle': 'Matches | {brand}', // ours
  'search.matchesMetaDescription': 'Profiles that match your partner preferences.', // ours
  'search.matchesList': 'Matches', // ours
  'search.editMyProfile': 'Edit my profile', // ours
  // The filter panel's further filters, the match score, compatible stars and widening.
  'search.maritalStatus': 'Marital status', // ours
  'search.motherTongue': 'Mother tongue', // ours
  'search.anyPlaceholder': 'Any', // ours
  'search.heightFrom': 'Lowest height', // ours
  'search.heightTo': 'Highest height', // ours
  'search.heightToHint': 'Offers heights from {height} upwards.', // ours
  'search.star': 'Star', // ours
  'search.anyStar': 'Any star', // ours
  'search.starsChosen.one': '{count} star chosen', // ours
  'search.starsChosen.other': '{count} stars chosen', // ours
  'search.starsHint': 'Choose one or more stars; leave all unticked for any star.', // ours
  'search.clearStars': 'Clear stars', // ours
  'search.doneStars': 'Done', // ours
  'search.score': 'Meets {met} of {total} of your preferences', // ours
  'search.scoreWhy': 'Why?', // ours
  'search.scoreList': 'Your preferences and {name}', // ours
  'search.preferenceMet': '{preference}: met', // ours
  'search.preferenceNotMet': '{preference}: not met', // ours
  'search.preference.age': 'Age', // ours
  'search.preference.religion': 'Religion', // ours
  'search.preference.caste': 'Caste', // ours
  'search.preference.height': 'Height', // ours
  'search.preference.weight': 'Weight', // ours
  'search.preference.marital_status': 'Marital status', // ours
  'search.preference.job_type': 'Job type', // ours
  'search.preference.dosam': 'Dosam', // ours
  'search.poruthamCount': '{matched}/10 poruthams', // ours
  'search.compatible': 'Compatible', // ours
  'search.notCompatible': 'Not compatible', // ours
  'search.compatibleStars': 'Only compatible stars', // ours
  'search.compatibleStarsHelp': 'Show only profiles whose star passes Rajju and Vedhai with yours.', // ours
  'search.chartsAgree': 'Charts agree', // ours
  'search.chartsAgreeOnly': 'Only charts that agree', // ours
  'search.chartsAgreeFirst': 'Charts that agree first', // ours
  'search.chartsAgreeHelp':
    'Birth charts agree when there is no chevvai dosham mismatch and the papa samyam is balanced. Profiles without a birth time are never counted as disagreeing.', // ours
  'search.chartsAgreeFirstHelp': 'Profiles whose birth chart agrees with yours come first, then the best match as usual.', // ours
  'search.birthTimeFirst': 'Add your birth time to your profile (Religion & Caste) to compare birth charts.', // ours
  'search.addBirthTime': 'Add my birth time', // ours
  'search.widenIntro': 'No profile meets all your preferences.', // ours
  'search.shutsOut': 'Your {preference} preference shuts out the most profiles.', // ours
  'search.shutsOut.compatible_stars': '“Only compatible stars” shuts out the most profiles.', // ours
  'search.shutsOutTogether': 'Your {preferences} preferences together shut out the most profiles.', // ours
  'search.widenOne': 'Widen it for this search only; your saved preferences stay as they are.', // ours
  'search.widenSeveral': 'Widen them for this search only; your saved preferences stay as they are.', // ours
  'search.widen.together': 'Widen {fields}', // ours
  'search.widenButton': '{change}: {more}', // ours
  'search.widenMore.one': '{more} more profile', // ours
  'search.widenMore.other': '{more} more profiles', // ours
  'search.widen.age': 'Widen age to {min}–{max}', // ours
  'search.widen.height': 'Height {from} – {to}', // ours
  'search.widen.religion': 'Any religion', // ours
  'search.widen.caste': 'Any caste', // ours
  'search.widen.marital_status': 'Any marital status', // ours
  'search.widen.job_type': 'Any job type', // ours
  'search.widen.dosam': 'Any dosam', // ours
  'search.widen.compatible_stars': 'Show all stars', // ours
  'search.heightInches': '{feet} ft {inches} in', // ours
  'search.widened': 'Widened for this search: {fields}', // ours
  'search.widened.age': 'age', // ours
  'search.widened.height': 'height', // ours
  'search.widened.religion': 'religion', // ours
  'search.widened.caste': 'caste', // ours
  'search.widened.marital_status': 'marital status', // ours
  'search.widened.job_type': 'job type', // ours
  'search.widened.dosam': 'dosam', // ours
  'search.widened.compatible_stars': 'stars', // ours
  'search.widenReset': 'Back to my saved preferences', // ours
  'profileDetails.heading': 'Profile details', // ours
  'profileDetails.metaDescription': "A member's profile.", // ours
  'profileDetails.state': 'State',
  'profileDetails.city': 'City',
  'profileDetails.age': 'Age',
  'profileDetails.job': 'Job',
  'profileDetails.about': 'About',
  'profileDetails.photoGallery': 'Photo gallery',
  'profileDetails.contactInfo': 'Contact info',
  'profileDetails.personal': 'Personal information',
  'profileDetails.religionCaste': 'Religion & Caste',
  'profileDetails.otherDetails': 'Other details',
  'profileDetails.horoscopeGallery': 'Horoscope gallery',
  'profileDetails.socialMedia': 'Social media',
  'profileDetails.phone': 'Phone',
  'profileDetails.email': 'Email',
  'profileDetails.address': 'Address',
  'profileDetails.name': 'Name',
  'profileDetails.fathersName': "Father's name",
  'profileDetails.mothersName': "Mother's name",
  'profileDetails.dob': 'Date of birth',
  'profileDetails.height': 'Height',
  'profileDetails.weight': 'Weight',
  'profileDetails.degree': 'Degree',
  'profileDetails.profession': 'Profession',
  'profileDetails.company': 'Company',
  'profileDetails.salary': 'Salary',
  'profileDetails.religion': 'Religion',
  'profileDetails.caste': 'Caste',
  'profileDetails.subCaste': 'Sub caste',
  'profileDetails.gothram': 'Gothram',
  'profileDetails.dosam': 'Dosam',
  'profileDetails.star': 'Star',
  'profileDetails.raasi': 'Raasi',
  'profileDetails.willing': 'Willing to marry from another caste',
  'profileDetails.photoN': 'Photo {n} of {name}', // ours
  'profileDetails.horoscopeN': 'Horoscope {n} of {name}', // ours
  'profileDetails.horoscopeNumber': 'horoscope {n}', // ours
  'profileDetails.porutham': 'Porutham', // ours
  'profileDetails.brideStar': "Bride's star", // ours
  'profileDetails.groomStar': "Groom's star", // ours
  'profileDetails.viewerStarMissing': 'Add your star to your profile (Religion & Caste) to see how your stars match.', // ours
  'profileDetails.addMyStar': 'Add my star', // ours
  'profileDetails.memberStarMissing': '{name} has not added a star yet, so the poruthams cannot be worked out.', // ours
  'profileDetails.birthChart': 'Birth chart', // ours
  'profileDetails.birthChartNote':
    'Worked out from the birth details {name} gave. The time and place of birth are not shown to other members.', // ours
  'chat.emptyMessage': 'Please write a message first.', // ours
  'chat.tooLong': 'A message can be at most 2,000 characters. Please shorten it or send it in parts.', // ours
} as const;
