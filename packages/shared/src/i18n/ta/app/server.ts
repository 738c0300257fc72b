import type { SERVER as EN } from '../../en/app/server.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: messages only the server sends. */
export const SERVER: TextsOf<typeof EN> = {
  'server.invalidValue': 'இந்த விவரம் சரியாக இல்லை.',
};
