/** English: the installed app's offline page (its name and description come from the first page's texts). */
export const INSTALLABLE_APP_TEXTS = {
  'offline.metaTitle': 'No internet connection | {brand}', // ours
  'offline.title': 'No internet connection', // ours
  'offline.privacy':
    "For your family's privacy, members' profiles, photos and messages are never kept on this device. They appear again once you are connected.", // ours
} as const;
