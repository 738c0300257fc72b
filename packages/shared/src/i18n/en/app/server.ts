/** English: messages only the server sends (answers to API calls that no screen words itself). */
export const SERVER = {
  // ours: a field that no shared schema words (a path parameter, a query value), instead of zod's English
  'server.invalidValue': 'This value is not valid.',
} as const;
