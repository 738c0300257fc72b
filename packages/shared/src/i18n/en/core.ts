/**
 * English texts the first page needs: the frame (header, footer, menus), the home page, the 404
 * page, generic errors and the labels of the home search's options. Loaded before the app
 * renders; everything else is in app.ts. Texts are the specification's, verbatim; "ours" marks
 * texts it does not have. `{name}` is a placeholder filled at run time.
 */
export const CORE = {
  'site.tagline': 'The leading choice for finding lifelong partners.',
  'site.homeLabel': '{brand} home',
  'site.wordmark': 'Matrimony',

  'generic.somethingWrong': 'Something went wrong, please try again',
  'generic.somethingWrongDot': 'Something went wrong, please try again.',
  'generic.tryAgain': 'Please try again!',
  'generic.notFound': 'Not found', // ours: JSON 404 for unknown API paths
  'generic.tooManyRequests': 'Too many requests. Please wait a moment and try again.', // ours
  'generic.invalidInput': 'Please correct the errors before submitting',
  'generic.payloadTooLarge': 'The request is too large.', // ours
  'generic.unsupportedMediaType': 'Unsupported content type.', // ours
  'generic.malformedJson': 'The request body is not valid JSON.', // ours
  'generic.serviceUnavailable': 'The service is temporarily unavailable. Please try again shortly.', // ours
  'generic.offline': 'You seem to be offline. Please check your connection and try again.', // ours
  'generic.loading': 'Loading…', // ours
  'generic.close': 'Close', // ours
  'generic.skipToContent': 'Skip to content', // ours

  'notFoundPage.text': "Oops! The page you're looking for does not exist.",
  'notFoundPage.goHome': 'Go Home',
  'notFoundPage.title': 'Page not found | {brand}', // ours

  'redirect.loginRequired': 'Login required',
  'redirect.verificationRequired': 'Verification required',

  'language.label': 'Language', // ours
  'language.switchTo': 'Read this site in {language}', // ours

  'header.quickLinks': 'Quick links', // ours
  'header.topBar': 'Top bar', // ours
  'header.search': 'Search',
  'header.about': 'About',
  'header.contact': 'Contact',
  'header.login': 'Login',
  'header.logout': 'Logout',
  'header.register': 'Register', // ours
  'header.mainNav': 'Main', // ours
  'header.openMenu': 'Open menu', // ours
  'header.closeMenu': 'Close menu', // ours
  'nav.home': 'Home',
  'nav.profiles': 'Profiles',
  'nav.pricing': 'Pricing',
  'nav.aboutUs': 'About Us',
  'nav.matches': 'Matches',
  'nav.contactUs': 'Contact Us',
  'profilePanel.label': 'Your profile', // ours
  'profilePanel.button': 'Your profile: {name}', // ours
  'profilePanel.viewProfile': 'View Profile',
  'profilePanel.updateProfile': 'Update Profile',
  'profilePanel.pending.one': '{count} interest waiting for your answer', // ours
  'profilePanel.pending.other': '{count} interests waiting for your answer', // ours
  'profilePanel.unread.one': '{count} unread chat message', // ours
  'profilePanel.unread.other': '{count} unread chat messages', // ours

  // The specification's sentence, then ours: what we verify is the e-mail and, for those who send one, a government ID.
  'footer.about':
    '{brand} is rapidly becoming one of the leading Tamil matchmaking services, bringing families together with e-mail-verified members, an ‘ID verified’ badge for those who show us a government ID, and privacy you control.',
  'footer.joinUs': 'Join us today !',
  'footer.nav': 'Footer', // ours
  'footer.usefulLinks': 'Useful links',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.terms': 'Terms and Conditions',
  'footer.contactUs': 'Contact Us',
  'footer.feedback': 'Feedback',
  'footer.refundPolicy': 'Refund Policy',
  'footer.porutham': 'Porutham calculator', // ours
  'footer.jathagam': 'Birth chart calculator', // ours
  'footer.grievance': 'Grievance officer', // ours
  'footer.freeSupport': 'Free support',
  'footer.followUs': 'Follow us', // ours
  'footer.whatsappChannel': 'WhatsApp channel',
  'footer.rights': '© {year} {company}. All rights reserved.',
  'footer.cityData':
    'Place data: Countries States Cities Database (ODbL 1.0), GeoNames (CC BY 4.0), time zones © OpenStreetMap contributors (ODbL 1.0), Unicode CLDR.',

  'home.metaTitle': '{brand} | Tamil Matrimony for Families', // ours
  'home.metaDescription':
    'Find your life partner on Inai Matrimony: Tamil brides and grooms, family and horoscope details, ID-verified profiles to search, and privacy you control.', // ours
  'home.heading': 'Find your Right Match here',
  'home.bannerLabel': 'Welcome banner', // ours
  'home.banner1': 'A wedding mandapam decorated with marigold and jasmine garlands', // ours
  'home.banner2': 'A temple gopuram at dusk with a kolam and wedding rings', // ours
  'home.slideOf': '{n} of {count}', // ours
  'home.chooseBanner': 'Choose a banner', // ours
  'home.showBanner': 'Show banner {n}', // ours
  'home.searchForm': 'Search for a partner', // ours
  'field.gender': 'Gender',
  'home.genderPlaceholder': 'Select your Gender',
  'field.age': 'Age',
  'home.agePlaceholder': 'Select Age Range',
  'field.religion': 'Religion',
  'home.religionPlaceholder': 'Religion',
  'field.state': 'State',
  'home.statePlaceholder': 'Select a State',
  'field.city': 'City',
  'home.cityPlaceholder': 'Select a City',
  'home.cityWaiting': 'Choose a state first to see its cities', // ours: why the city select is disabled
  'home.searchButton': 'Search',
  'home.searching': 'Searching…', // ours
  'home.quickAccess': 'Quick Access',
  'home.ourServices': 'Our Services',
  'home.viewMore': 'View more',
  'home.viewMoreLabel': 'View more: {title}', // ours
  'home.browseProfiles': 'Browse Profiles',
  'home.browseProfilesText': 'Find Your Match',
  'home.matches': 'Matches',
  'home.matchesText': 'Find Your Wedding Partners',
  'home.premiumPlans': 'Premium Plans',
  'home.premiumPlansText': 'Unlock Exclusive Features',
  'home.joinNow': 'Join Now',
  'home.joinNowText': 'Start for free',
  'home.porutham': 'Porutham Calculator', // ours
  'home.poruthamText': 'Check the ten poruthams, free', // ours
  'home.jathagam': 'Birth Chart', // ours
  'home.jathagamText': 'Rasi, navamsam and dasa, free', // ours
  'home.welcomeEyebrow': 'Welcome',
  'home.welcomeTitle': 'Welcome to {brand}',
  'home.welcomeText':
    '{brand} is rapidly becoming one of the leading Tamil matchmaking services. We bring together families who value tradition and honesty, with e-mail-verified members, an ‘ID verified’ badge for those whose government ID our team has checked, detailed family and horoscope information, and privacy that you control.',
  'home.clickHereTo': 'Click here to',
  'home.registerFree': 'register for free and start your search today.',
  'home.enquiryCall': 'For enquiries call',
  'home.writeToUs': 'Write to us at',
  // Ours, for the specification's 'genuine verified profiles': only what is checked is called verified.
  'home.genuineProfiles': 'ID-verified badge', // ours
  'home.genuineProfilesText':
    'Every member confirms their e-mail address. Members who show our team a government ID carry the ‘ID verified’ badge, and you can search for them alone.', // ours
  'home.mostTrusted': 'Most trusted',
  'home.mostTrustedText': 'Privacy switches and server-side protection keep family details safe.',
  // Ours, for the specification's '2000+ weddings': weddings happen away from us and nobody
  // counts them; accepted interests are counted, and shown once there are enough (docs/decisions/0059).
  'home.interestsAccepted': '{count} interests accepted', // ours
  'home.interestsAcceptedText': 'Each one is a member who said yes, so that two families could take the next step.', // ours
  'home.firstStep': 'A yes is the first step', // ours: the tile while the figures are under the floor
  'home.firstStepText': 'When a member accepts your interest, your two families can take the next step together.', // ours
  'home.ctaTitle': 'Find your perfect Match now',
  'home.registerNow': 'Register Now',
  'home.helpSupport': 'Help & Support',

  // The home search form's validation (specification section 5).
  'search.genderRequired': 'Gender Required',
  'search.ageRequired': 'Age Required',
  'search.religionRequired': 'Religion Required',

  // Option labels the home form shows; values never change with the language.
  'option.gender.Male': 'Male',
  'option.gender.Female': 'Female',
  'option.genderFilter.Male': 'Men',
  'option.genderFilter.Female': 'Women',
  'option.ageRange': '{from} to {to}',
  'option.ageAbove': '60 & above',
  'option.religion.Any': 'Any',
  'option.religion.Hindu': 'Hindu',
  'option.religion.Muslim': 'Muslim',
  'option.religion.Christian': 'Christian',
  'option.religion.Sikh': 'Sikh',
  'option.religion.Buddhist': 'Buddhist',
  'option.religion.Jain': 'Jain',
  'option.religion.Parsi': 'Parsi',
  'option.religion.Jewish': 'Jewish',
  'option.religion.Other': 'Other',
  'generic.retry': 'Try again', // ours
  'site.address': '3rd Floor, 1090 Avinashi Road, Peelamedu, Coimbatore 641004, Tamilnadu, India', // ours
  'field.caste': 'Caste', // ours
  'site.noscript': 'Inai Matrimony needs JavaScript to run. Please enable it in your browser.', // ours
  'social.facebook': 'Facebook', // ours
  'social.instagram': 'Instagram', // ours
  'social.youtube': 'YouTube', // ours
  'social.x': 'X (Twitter)', // ours
  'social.linkedin': 'LinkedIn', // ours
  'social.whatsapp': 'WhatsApp', // ours

  // India's states and union territories, as the place list names them (ours): the home search lists them in the page rendered ahead.
  'option.indianState.Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
  'option.indianState.Andhra Pradesh': 'Andhra Pradesh',
  'option.indianState.Arunachal Pradesh': 'Arunachal Pradesh',
  'option.indianState.Assam': 'Assam',
  'option.indianState.Bihar': 'Bihar',
  'option.indianState.Chandigarh': 'Chandigarh',
  'option.indianState.Chhattisgarh': 'Chhattisgarh',
  'option.indianState.Dadra and Nagar Haveli and Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'option.indianState.Delhi': 'Delhi',
  'option.indianState.Goa': 'Goa',
  'option.indianState.Gujarat': 'Gujarat',
  'option.indianState.Haryana': 'Haryana',
  'option.indianState.Himachal Pradesh': 'Himachal Pradesh',
  'option.indianState.Jammu and Kashmir': 'Jammu and Kashmir',
  'option.indianState.Jharkhand': 'Jharkhand',
  'option.indianState.Karnataka': 'Karnataka',
  'option.indianState.Kerala': 'Kerala',
  'option.indianState.Ladakh': 'Ladakh',
  'option.indianState.Lakshadweep': 'Lakshadweep',
  'option.indianState.Madhya Pradesh': 'Madhya Pradesh',
  'option.indianState.Maharashtra': 'Maharashtra',
  'option.indianState.Manipur': 'Manipur',
  'option.indianState.Meghalaya': 'Meghalaya',
  'option.indianState.Mizoram': 'Mizoram',
  'option.indianState.Nagaland': 'Nagaland',
  'option.indianState.Odisha': 'Odisha',
  'option.indianState.Puducherry': 'Puducherry',
  'option.indianState.Punjab': 'Punjab',
  'option.indianState.Rajasthan': 'Rajasthan',
  'option.indianState.Sikkim': 'Sikkim',
  'option.indianState.Tamil Nadu': 'Tamil Nadu',
  'option.indianState.Telangana': 'Telangana',
  'option.indianState.Tripura': 'Tripura',
  'option.indianState.Uttar Pradesh': 'Uttar Pradesh',
  'option.indianState.Uttarakhand': 'Uttarakhand',
  'option.indianState.West Bengal': 'West Bengal',
} as const;
