import type { BIODATA_FORM_TEXTS as EN } from '../../en/app/biodata-form.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the buttons of Edit my profile's Family and Lifestyle & residence sections. */
export const BIODATA_FORM_TEXTS: TextsOf<typeof EN> = {
  'biodataForm.save': 'சேமிக்கவும்',
};
