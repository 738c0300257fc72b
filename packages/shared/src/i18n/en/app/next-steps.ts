/** English: the 'What to add next' card on the member's pages. All ours. */
export const NEXT_STEPS_TEXTS = {
  'nextSteps.title': 'What to add next', // ours
  'nextSteps.intro': 'Families choose the profiles that tell them most. These would add the most to yours.', // ours
  'nextSteps.more.one': 'After these, {count} more thing to add.', // ours
  'nextSteps.more.other': 'After these, {count} more things to add.', // ours
  'nextSteps.basics': 'Add your gender, date of birth and place', // ours
  'nextSteps.basicsWhy': 'Every search asks for gender and age: without them your profile is not shown.', // ours
  'nextSteps.photo': 'Add a profile photo', // ours
  'nextSteps.photoWhy': 'Families like to see whom they are writing to.', // ours
  'nextSteps.preferences': 'Set your partner preferences', // ours
  'nextSteps.preferencesWhy': 'Your Matches are chosen from them.', // ours
  'nextSteps.star': 'Add your star', // ours
  'nextSteps.starWhy': 'Many families check the porutham of the stars before anything else.', // ours
  'nextSteps.religion': 'Add your religion and caste', // ours
  'nextSteps.religionWhy': 'Many families search by them.', // ours
  'nextSteps.family': 'Add your family details', // ours
  'nextSteps.familyWhy': 'Families want to know the family: parents’ work, brothers and sisters, native place.', // ours
  'nextSteps.education': 'Add your job and education', // ours
  'nextSteps.educationWhy': 'Among the first things families read.', // ours
  'nextSteps.mobile': 'Verify your mobile number', // ours
  'nextSteps.mobileWhy': 'Your profile then shows the ‘Mobile verified’ badge.', // ours
  'nextSteps.about': 'Write a few lines about yourself', // ours
  'nextSteps.aboutWhy': 'In your own words, what the form cannot say.', // ours
  'nextSteps.horoscope': 'Upload your horoscope', // ours
  'nextSteps.horoscopeWhy': 'Families who match horoscopes ask for it first.', // ours
  'nextSteps.lifestyle': 'Add your food and habits', // ours
  'nextSteps.lifestyleWhy': 'Many families look for a vegetarian, or a non-smoking, partner.', // ours
  'nextSteps.morePhotos': 'Add more photos', // ours
  'nextSteps.morePhotosWhy': 'Up to six photos show more of you than one.', // ours
} as const;
