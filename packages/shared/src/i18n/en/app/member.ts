/** English: the member's own profile, preferences and galleries. */
export const MEMBER = {
  'profile.fillAll': 'please fill all the values',
  'profile.updated': 'Profile updated successfully!',
  'profile.preferencesUpdated': "Partner's preferences updated successfully!",
  'profile.updateFailed': 'Update failed',
  'profile.updateProfileFirst': 'You need to update your profile before updating the partner preferences!',
  'profile.genderRequired': 'Gender is required',
  'profile.dobRequired': 'DOB is required',
  'profile.dateOfBirthRequired': 'Date of Birth is required',
  'profile.atLeast18': 'You must be at least 18 years old.',
  'profile.stateRequired': 'State is required',
  'profile.cityRequired': 'City is required',
  'profile.ageRequired': 'Age is required',
  'profile.weightRequired': 'Weight is required',
  'profile.heightRequired': 'Height is required',
  'profile.heightRequiredWhileEditing': 'Hight is required',
  'profile.fathersNameRequired': "Father's Name is required",
  'profile.mothersNameRequired': "Mother's Name is required",
  'profile.maritalStatusRequired': 'Marital Status is required',
  'profile.religionRequired': 'Religion is required',
  'profile.casteRequired': 'Caste is required',
  'profile.chooseFromList': 'Please choose a value from the list', // ours
  'profile.textExpected': 'Please enter text', // ours
  'profile.tooLong': 'Please keep this under {max} characters', // ours
  'profile.invalidDate': 'Please enter a valid date of birth', // ours
  'profile.fullLink': 'Please enter a full link starting with https://', // ours
  'profile.whatsappDigits': 'WhatsApp number must be 10 digits', // ours
  'profile.unknownState': 'Please choose a state from the list', // ours
  'profile.unknownCity': 'Please choose a city of the chosen state', // ours
  'profile.oneSectionAtATime': 'Please save one section at a time.', // ours
  'profile.notYours': 'You can only change your own profile.', // ours
  'profile.genderFirst': 'Please save your gender in Edit my profile first.', // ours: server side of the redirect

  'pictures.uploaded': 'Photos uploaded successfully',
  'pictures.deleted': 'Picture deleted',
  'pictures.avatarUpdated': 'Profile picture updated',
  'pictures.horoscopeUploaded': 'Horoscope uploaded successfully',
  'pictures.horoscopeDeleted': 'Horoscope deleted successfully',
  'pictures.photoLimit': 'You can only upload a total of 6 photos.',
  'pictures.horoscopeLimit': 'You can only upload a total of 3 photos.',
  // 'File size must be less than 10 MB.' followed by the file name and 'is too large.'
  'pictures.fileTooLarge': 'File size must be less than 10 MB. {fileName} is too large.',
  'pictures.horoscopeEmpty': 'No horoscope images found. Upload some to get started!',
  'pictures.noFiles': 'Please choose at least one image to upload.', // ours
  'pictures.notAnImage': '{fileName} is not a photo. Please choose JPEG, PNG or WebP images.', // ours
  'pictures.unreadable': '{fileName} could not be read as an image. Please try another file.', // ours
  'pictures.tooManyPixels': '{fileName} is too large: images can have at most 40 megapixels.', // ours
  'pictures.notMultipart': 'Please send the images as a file upload.', // ours
  'pictures.pictureNotFound': 'Picture not found.', // ours
  'pictures.horoscopeNotFound': 'Horoscope not found.', // ours
  'pictures.noPhotos': 'No photos yet. Upload your photos so families can see you.', // ours
  'profile.noMatchingCity': 'No matching city', // ours
  // The member dashboard's side menu (specification section 2).
  'memberMenu.label': 'Member menu', // ours
  'memberMenu.profile': 'Profile',
  'memberMenu.editProfile': 'Edit profile',
  'memberMenu.partnerPreferences': 'Partner Preferences',
  'memberMenu.interests': 'Interests',
  'memberMenu.horoscope': 'Horoscope',
  'memberMenu.chatList': 'Chat list',
  'memberMenu.premiumUserBenefits': 'Premium User Benefits',
  'memberMenu.plan': 'Plan',
  'memberMenu.logout': 'Log out',

  // Edit my profile (/edituserprofile).
  'editProfile.title': 'Edit my profile',
  'editProfile.intro': 'Families read every detail: the more complete your profile, the better your matches.', // ours
  'editProfile.basicInfo': 'Basic info',
  'editProfile.advancedBio': 'Advanced bio',
  'editProfile.socialMedia': 'Social media',
  'editProfile.saveContinue': 'Save & Continue',
  'editProfile.saveComplete': 'Save & Complete',
  'editProfile.fillOneLink': 'Please fill in at least one link to save.', // ours: why Save & Complete waits

  // Field labels and placeholders of Edit my profile and Partner Preferences.
  'profileForm.jobEducation': 'Job & Education',
  'profileForm.religionCaste': 'Religion & Caste Information',
  'profileForm.name': 'Name',
  'profileForm.email': 'Email',
  'profileForm.phone': 'Phone',
  'profileForm.gender': 'Gender', // ours
  'profileForm.genderPlaceholder': 'Select gender', // ours
  'profileForm.dob': 'Date of Birth', // ours
  'profileForm.age': 'Age', // ours
  'profileForm.height': 'Height', // ours
  'profileForm.heightPlaceholder': 'Select height', // ours
  'profileForm.weight': 'Weight', // ours
  'profileForm.weightPlaceholder': 'Select weight (kg)', // ours
  'profileForm.state': 'State', // ours
  'profileForm.statePlaceholder': 'Select a State', // ours
  'profileForm.city': 'City', // ours
  'profileForm.cityPlaceholder': 'Search or select a City', // ours
  'profileForm.cityWaiting': 'Select a State first', // ours
  'profileForm.fathersName': "Father's Name", // ours
  'profileForm.mothersName': "Mother's Name", // ours
  'profileForm.maritalStatus': 'Marital Status', // ours
  'profileForm.maritalStatusPlaceholder': 'Select marital status', // ours
  'profileForm.address': 'Address (optional)', // ours
  'profileForm.about': 'About me', // ours
  'profileForm.jobType': 'Job Type', // ours
  'profileForm.jobTypePlaceholder': 'Select job type', // ours
  'profileForm.companyName': 'Company Name', // ours
  'profileForm.salary': 'Salary (per month)', // ours
  'profileForm.experience': 'Total Experience (years)', // ours
  'profileForm.degree': 'Degree', // ours
  'profileForm.college': 'College', // ours
  'profileForm.school': 'School', // ours
  'profileForm.religion': 'Religion', // ours
  'profileForm.religionPlaceholder': 'Select religion', // ours
  'profileForm.caste': 'Caste', // ours
  'profileForm.castePlaceholder': 'Select caste', // ours
  'profileForm.subCaste': 'Sub Caste', // ours
  'profileForm.gothram': 'Gothram', // ours
  'profileForm.motherTongue': 'Mother Tongue', // ours
  'profileForm.motherTonguePlaceholder': 'Select mother tongue', // ours
  'profileForm.dosam': 'Dosam', // ours
  'profileForm.dosamPlaceholder': 'Select dosam', // ours
  'profileForm.star': 'Star (Natchatra)', // ours
  'profileForm.starPlaceholder': 'Select star', // ours
  'profileForm.raasi': 'Raasi', // ours
  'profileForm.raasiPlaceholder': 'Select raasi', // ours
  'profileForm.willingToMarry': 'Willing to marry from another caste', // ours
  'profileForm.yes': 'Yes', // ours
  'profileForm.no': 'No', // ours
  'profileForm.whatsappPlaceholder': '10-digit number', // ours

  // Partner Preferences (/partnerpreferences).
  'partnerPreferences.title': 'Partner Preferences',
  'partnerPreferences.intro': 'Tell us whom you are looking for; your matches follow these choices.', // ours
  'partnerPreferences.formLabel': 'Partner preferences', // ours
  'partnerPreferences.basic': 'Basic Preferences',
  'partnerPreferences.save': 'Save',

  // Photo gallery (/userprofile) and horoscope gallery (/userhoroscope).
  'gallery.photosTitle': 'My photos', // ours
  'gallery.photosIntro': 'Clear, recent photos help families decide. You can add up to six.', // ours
  'gallery.uploadPhotos': 'Upload Photos',
  'gallery.uploadImages': 'Upload Images',
  'gallery.displayPicture': 'Display picture', // ours
  'gallery.displayPictureAlt': "{name}'s display picture", // ours
  'gallery.completion': 'Profile completion',
  'gallery.photos': 'Photos', // ours
  'gallery.avatar': 'Avatar', // ours
  'gallery.setAvatar': 'Set Avatar',
  'gallery.horoscopeTitle': 'My horoscope', // ours
  'gallery.horoscopeIntro':
    'Add clear pictures of your jathagam (up to three); families with a Gold or Platinum plan can view them.', // ours
  'gallery.uploadHoroscopeImages': 'Upload Horoscope Images',
  'gallery.uploadHoroscope': 'Upload Horoscope',
  'gallery.horoscopeImages': 'Horoscope images', // ours
  'gallery.view': 'View', // ours
  'gallery.delete': 'Delete {fileName}', // ours
  'gallery.uploadHint': 'JPEG, PNG or WebP, each under 10 MB. You have {count} of {max}.', // ours
  'gallery.chooseImages': 'Choose images', // ours
  'gallery.chosenImages': 'Chosen images', // ours
  'gallery.remove': 'Remove {fileName}', // ours
  'gallery.progress': 'Upload progress', // ours
  'gallery.upload': 'Upload', // ours
} as const;
