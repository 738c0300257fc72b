/** English: saved searches, their place beside the filters, their card in Settings and the server's messages. All ours. */
export const SAVED_SEARCHES_TEXTS = {
  // Beside the filters on Browse Profiles.
  'savedSearches.title': 'Saved searches', // ours
  'savedSearches.save': 'Save this search', // ours
  'savedSearches.nameLabel': 'Name of this search', // ours
  'savedSearches.nameHint': 'A name you will know it by, up to {max} characters.', // ours
  'savedSearches.saveButton': 'Save', // ours
  'savedSearches.cancel': 'Cancel', // ours
  'savedSearches.saved': 'Search saved. Each morning we will e-mail you the new profiles it finds.', // ours
  'savedSearches.failed': 'The search could not be saved. Please try again.', // ours
  'savedSearches.needsSearch': 'Choose gender, age and religion and search first; then you can save the search.', // ours
  'savedSearches.full': 'You have {max} saved searches, the most you can keep. Delete one in Settings to save another.', // ours
  'savedSearches.manage': 'Manage saved searches', // ours
  'savedSearches.openName': 'Open the saved search {name}', // ours
  'savedSearches.loadFailed': 'Your saved searches could not be loaded. Please try again.', // ours

  // The card in Settings.
  'savedSearches.intro':
    'Searches you saved on Browse Profiles. With alerts on, we e-mail you at 7:30 each morning when new profiles fit them.', // ours
  'savedSearches.empty': 'You have no saved searches yet. Save one from the filters on Browse Profiles.', // ours
  'savedSearches.goSearch': 'Browse profiles', // ours
  'savedSearches.alerts': 'E-mail alerts', // ours
  'savedSearches.alertsFor': 'E-mail alerts for {name}', // ours
  'savedSearches.alertsOn': 'Alerts switched on for {name}', // ours
  'savedSearches.alertsOff': 'Alerts switched off for {name}', // ours
  'savedSearches.changeFailed': 'The saved search could not be changed. Please try again.', // ours
  'savedSearches.open': 'Open', // ours
  'savedSearches.delete': 'Delete', // ours
  'savedSearches.deleteName': 'Delete the saved search {name}', // ours
  'savedSearches.confirmDelete': 'Delete the saved search {name}? Its alerts stop too.', // ours
  'savedSearches.confirmYes': 'Yes, delete', // ours
  'savedSearches.confirmNo': 'Keep it', // ours
  'savedSearches.deleted': 'Saved search deleted', // ours
  'savedSearches.deleteFailed': 'The saved search could not be deleted. Please try again.', // ours
  'savedSearches.summaryPlace': '{city}, {state}', // ours
  'savedSearches.moreFilters.one': '1 more filter', // ours
  'savedSearches.moreFilters.other': '{count} more filters', // ours

  // The server's messages.
  'savedSearches.nameRequired': 'Please give this search a name', // ours
  'savedSearches.nameTooLong': 'The name can have at most {max} characters', // ours
  'savedSearches.nameTaken': 'You already have a saved search with this name. Please choose another name.', // ours
  'savedSearches.notFound': 'This saved search was not found. It may have been deleted.', // ours
  'savedSearches.badAlerts': 'Please say whether alerts are on or off', // ours
  'savedSearches.nothingToChange': 'Please give a new name, or switch the alerts on or off', // ours
  'savedSearches.renamed': 'Saved search renamed', // ours
} as const;
