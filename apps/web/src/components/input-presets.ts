/** Attributes of the fields several forms share, so each form says only what differs. */
export const emailInput = { type: 'email', autoComplete: 'email', required: true } as const;

/** Indian mobile numbers: 10 digits, numeric keyboard on phones. */
export const phoneInput = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 10,
  required: true,
} as const;
