/** English: when a member was last active (a band, never a time) and the switch that shows it. All ours. */
export const LAST_ACTIVE_TEXTS = {
  // On cards and profile details (LAST_ACTIVE_BANDS).
  'lastActive.today': 'Active today', // ours
  'lastActive.week': 'Active this week', // ours
  'lastActive.month': 'Active this month', // ours

  // The switch in Settings, free for every member.
  'lastActive.settingsTitle': 'Last active', // ours
  'lastActive.show': 'Show when I was last active', // ours
  'lastActive.showHelp':
    'Other members see only "Active today", "Active this week" or "Active this month", never the time. If you turn this off, you do not see when others were active either.', // ours
} as const;
