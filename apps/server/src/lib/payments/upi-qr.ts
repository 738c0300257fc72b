import QRCode from 'qrcode';

/** The fixed payee of UPI QR payments (UPI_PAYEE_VPA, UPI_PAYEE_NAME). */
export interface UpiPayee {
  payeeVpa: string;
  payeeName: string;
}

/**
 * The UPI payment link of an order (NPCI's deep-link format): payee, amount in rupees with two
 * decimals, INR, and the order reference as the note, so the operator can match the credit.
 * Percent-encoded by hand: URLSearchParams writes a space as '+', which some UPI apps show as is.
 */
export function upiUri(payee: UpiPayee, amountPaise: number, reference: string): string {
  const fields: [string, string][] = [
    ['pa', payee.payeeVpa],
    ['pn', payee.payeeName],
    ['am', (amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', reference],
  ];
  return `upi://pay?${fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * The QR code of a text as an SVG document, drawn here (docs/decisions/0013): no outside
 * service sees the payee or the amount. Medium error correction survives a phone held at an angle.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
