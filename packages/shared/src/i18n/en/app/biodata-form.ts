/** English: the buttons of Edit my profile's Family and Lifestyle & residence sections. All ours. */
export const BIODATA_FORM_TEXTS = {
  'biodataForm.save': 'Save',
} as const;
