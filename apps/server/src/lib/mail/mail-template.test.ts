import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-template.js';

const brand = { supportEmail: 'support@inaimatrimony.in', publicUrl: 'https://www.inaimatrimony.in' };

describe('renderMail', () => {
  const content = {
    heading: 'Verify your e-mail',
    paragraphs: ['Your code is 123456.', 'It is valid for 10 minutes.'],
    details: [{ label: 'Name', value: 'Anbu & <Co>' }],
    action: { label: 'Open Inai', url: 'https://www.inaimatrimony.in/verifyotp?x="1"' },
  };
  const mail = renderMail(content, brand, 'en');

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
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('The leading choice for finding lifelong partners.');
    expect(mail.html).toContain('Anbu &amp; &lt;Co&gt;');
    expect(mail.html).toContain('href="https://www.inaimatrimony.in/verifyotp?x=&quot;1&quot;"');
    expect(mail.html).toContain(
      'Questions? Write to <a href="mailto:support@inaimatrimony.in" style="color:#7b1e3a">support@inaimatrimony.in</a>',
    );
    expect(mail.html).toContain('If the button does not work, open this address: https://www.inaimatrimony.in/verifyotp');
    expect(mail.html).toContain('Inai Matrimony Services Private Limited');
    expect(mail.html).not.toContain('<Co>');
  });

  it('writes its own lines (tagline, footer, button fallback) in the language it is given, same layout', () => {
    const tamil = renderMail(content, brand, 'ta');
    expect(tamil.html).toContain('<html lang="ta">');
    expect(tamil.html).toContain('வாழ்க்கைத் துணையைத் தேடுவோரின் முதன்மைத் தேர்வு.');
    expect(tamil.html).toContain(
      'கேள்விகள் உள்ளதா? <a href="mailto:support@inaimatrimony.in" style="color:#7b1e3a">support@inaimatrimony.in</a> முகவரிக்கு எழுதுங்கள்',
    );
    expect(tamil.html).toContain('பொத்தான் வேலை செய்யவில்லை என்றால், இந்த முகவரியைத் திறக்கவும்:');
    expect(tamil.html).not.toContain('Questions?');
    expect(tamil.text.split('\n').at(-1)).toBe('கேள்விகள் உள்ளதா? support@inaimatrimony.in முகவரிக்கு எழுதுங்கள்');
    // Same frame: only the words differ.
    const shape = (html: string) => html.replace(/>[^<]*</g, '><');
    expect(shape(tamil.html.replace('lang="ta"', 'lang="en"'))).toBe(shape(mail.html));
  });

  it('adds closing paragraphs after the details, and a settings line in the footer, to both bodies', () => {
    const notice = renderMail(
      {
        ...content,
        closing: ['Open your interests to answer.'],
        preferences: {
          note: 'You asked for these mails.',
          label: 'Change settings',
          url: 'https://www.inaimatrimony.in/settings',
        },
      },
      brand,
      'en',
    );
    const lines = notice.text.split('\n');
    expect(lines.indexOf('Open your interests to answer.')).toBeGreaterThan(lines.indexOf('Name: Anbu & <Co>'));
    expect(lines.slice(lines.indexOf('--'))).toEqual([
      '--',
      'You asked for these mails.',
      'Change settings: https://www.inaimatrimony.in/settings',
      'Inai Matrimony · https://www.inaimatrimony.in',
      'Questions? Write to support@inaimatrimony.in',
    ]);
    expect(notice.html).toContain(
      'You asked for these mails. <a href="https://www.inaimatrimony.in/settings" style="color:#7b1e3a">Change settings</a><br>Questions?',
    );
    expect(notice.html.indexOf('Open your interests to answer.')).toBeGreaterThan(notice.html.indexOf('Anbu &amp; &lt;Co&gt;'));
  });
});
