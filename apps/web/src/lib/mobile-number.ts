/** '9840011111' as its owner reads it on a screen or in a text message: '+91 98400 11111'. */
export function formatMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
