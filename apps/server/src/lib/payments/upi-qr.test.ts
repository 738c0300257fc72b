import { describe, expect, it } from 'vitest';
import { qrSvg, upiUri } from './upi-qr.js';

describe('UPI QR payments', () => {
  it('writes the UPI link with payee, amount in rupees with paise, INR and the order reference', () => {
    expect(upiUri({ payeeVpa: 'inaimatrimony@okaxis', payeeName: 'Inai Matrimony' }, 149_900, 'Order_123456')).toBe(
      'upi://pay?pa=inaimatrimony%40okaxis&pn=Inai%20Matrimony&am=1499.00&cu=INR&tn=Order_123456',
    );
    expect(upiUri({ payeeVpa: 'a@b', payeeName: 'A & B' }, 50, 'Order_100000')).toContain('pn=A%20%26%20B&am=0.50&');
  });

  it('draws the QR code as an SVG document, here', async () => {
    const svg = await qrSvg('upi://pay?pa=inaimatrimony%40okaxis&am=1499.00&cu=INR&tn=Order_123456');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<script|href=/);
  });
});
