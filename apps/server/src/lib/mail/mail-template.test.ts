import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-template.js';

const brand = { supportEmail: 'support@inaimatrimony.in', publicUrl: 'https://www.inaimatrimony.in' };

describe('renderMail', () => {
  const mail = renderMail(
    {
      heading: 'Verify your e-mail',
      paragraphs: ['Your code is 123456.', 'It is valid for 10 minutes.'],
      details: [{ label: 'Name', value: 'Anbu & <Co>' }],
      action: { label: 'Open Inai', url: 'https://www.inaimatrimony.in/verifyotp?x="1"' },
    },
    brand,
  );

  it('carries the same content in the plain-text body', () => {
    expect(mail.text).toBe(
      [
        'Verify your e-mail',
        '',
        'Your code is 123456.',
        '',
        'It is valid for 10 minutes.',
        '',
        'Name: Anbu & <Co>',
        '',
        'Open Inai: https://www.inaimatrimony.in/verifyotp?x="1"',
        '',
        '--',
        'Inai Matrimony · https://www.inaimatrimony.in',
        'Questions? Write to support@inaimatrimony.in',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML body and brands it with the support address', () => {
    expect(mail.html).toContain('Anbu &amp; &lt;Co&gt;');
    expect(mail.html).toContain('href="https://www.inaimatrimony.in/verifyotp?x=&quot;1&quot;"');
    expect(mail.html).toContain('mailto:support@inaimatrimony.in');
    expect(mail.html).toContain('Inai Matrimony Services Private Limited');
    expect(mail.html).not.toContain('<Co>');
  });
});
