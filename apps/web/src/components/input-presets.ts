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

/** A member's own number at registration: ten digits in India, or '+' and a country code from abroad. */
export const anyPhoneInput = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  maxLength: 20,
  required: true,
} as const;
