import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { escapeMarkup } from '../escape-markup.js';

export interface MailContent {
  /** First line of the mail, also the HTML heading. */
  heading: string;
  paragraphs: string[];
  /** A short value shown large (a one-time code). */
  highlight?: string;
  /** Label/value rows, e.g. the fields of an enquiry; a row with a `url` links its label there (a profile). */
  details?: MailDetail[];
  /** Titled groups after the details, each with its rows and a link (a saved search's new profiles). */
  sections?: { heading: string; details: MailDetail[]; link: { label: string; url: string } }[];
  /** Paragraphs after the details (what to do about a list). */
  closing?: string[];
  action?: { label: string; url: string };
  /** A footer line for mails a member chose to get (notifications): why it came, and where to turn it off. */
  preferences?: { note: string; label: string; url: string };
}

/** One label/value row of a mail; with a `url`, the label links there. */
export interface MailDetail {
  label: string;
  value: string;
  url?: string;
}

export interface MailBranding {
  supportEmail: string;
  publicUrl: string;
}

const multiline = (value: string) => escapeMarkup(value).replace(/\r?\n/g, '<br>');

// Stands in for a placeholder whose HTML is a link, so the sentence around it can be escaped alone.
const SLOT = '\u0000';

/**
 * Renders a branded mail as HTML (inline styles, table layout: what mail clients understand)
 * and as plain text with the same content, in `locale`: the frame's own lines (tagline, footer,
 * button fallback) come from that language's catalogue. Every value is escaped; user text is safe here.
 */
export function renderMail(content: MailContent, brand: MailBranding, locale: Locale): { html: string; text: string } {
  const t = translatorFor(locale);
  const details = content.details ?? [];
  const sections = content.sections ?? [];
  const textParts = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.highlight ? [content.highlight, ''] : []),
    ...details.flatMap((d) => [`${d.label}: ${d.value}`, ...(d.url ? [d.url] : [])]),
    ...(details.length ? [''] : []),
    ...sections.flatMap((s) => [
      s.heading,
      ...s.details.flatMap((d) => [`${d.label}: ${d.value}`, ...(d.url ? [d.url] : [])]),
      `${s.link.label}: ${s.link.url}`,
      '',
    ]),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    ...(content.preferences ? [content.preferences.note, `${content.preferences.label}: ${content.preferences.url}`] : []),
    `${SITE.name} · ${brand.publicUrl}`,
    t('mail.footerQuestions', { email: brand.supportEmail }),
  ];
  const [questionsBefore = '', questionsAfter = ''] = t('mail.footerQuestions', { email: SLOT }).split(SLOT);
  const questions = `${escapeMarkup(questionsBefore)}<a href="mailto:${escapeMarkup(brand.supportEmail)}" style="color:#7b1e3a">${escapeMarkup(brand.supportEmail)}</a>${escapeMarkup(questionsAfter)}`;
  const preferences = content.preferences
    ? `${escapeMarkup(content.preferences.note)} <a href="${escapeMarkup(content.preferences.url)}" style="color:#7b1e3a">${escapeMarkup(content.preferences.label)}</a><br>`
    : '';
  const detailTable = (rows: MailDetail[]) =>
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:15px">${rows
      .map(
        (d) =>
          `<tr><td style="padding:6px 12px 6px 0;color:#7a5c55;font-weight:600;vertical-align:top;white-space:nowrap">${d.url ? `<a href="${escapeMarkup(d.url)}" style="color:#7b1e3a">${escapeMarkup(d.label)}</a>` : escapeMarkup(d.label)}</td><td style="padding:6px 0;color:#2b1b17">${multiline(d.value)}</td></tr>`,
      )
      .join('')}</table>`;
  const sectionBlocks = sections
    .map(
      (s) =>
        `<h2 style="margin:20px 0 4px;font-size:17px;color:#7b1e3a">${escapeMarkup(s.heading)}</h2>${s.details.length ? detailTable(s.details) : ''}<p style="margin:0 0 14px"><a href="${escapeMarkup(s.link.url)}" style="color:#7b1e3a;font-weight:bold">${escapeMarkup(s.link.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf3e8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf3e8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #ecdcc8">
<tr><td style="background:#7b1e3a;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:0.5px">${escapeMarkup(SITE.name)}<div style="font-size:13px;font-weight:normal;color:#f3d9a4;margin-top:4px">${escapeMarkup(t('site.tagline'))}</div></td></tr>
<tr><td style="padding:28px;color:#2b1b17;font-size:15px;line-height:1.6">
<h1 style="margin:0 0 16px;font-size:20px;color:#7b1e3a">${escapeMarkup(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 14px">${multiline(p)}</p>`).join('\n')}
${content.highlight ? `<p style="margin:8px 0 20px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#7b1e3a;font-family:'Courier New',monospace">${escapeMarkup(content.highlight)}</p>` : ''}
${details.length ? detailTable(details) : ''}
${sectionBlocks}
${(content.closing ?? []).map((p) => `<p style="margin:0 0 14px">${multiline(p)}</p>`).join('\n')}
${content.action ? `<p style="margin:20px 0"><a href="${escapeMarkup(content.action.url)}" style="background:#7b1e3a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold;display:inline-block">${escapeMarkup(content.action.label)}</a></p><p style="margin:0 0 14px;font-size:13px;color:#7a5c55">${escapeMarkup(t('mail.buttonFallback', { url: content.action.url }))}</p>` : ''}
</td></tr>
<tr><td style="padding:18px 28px;background:#fbf3e8;color:#7a5c55;font-size:12px;line-height:1.5">${preferences}${questions}<br>${escapeMarkup(SITE.legalName)} · <a href="${escapeMarkup(brand.publicUrl)}" style="color:#7b1e3a">${escapeMarkup(brand.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { html, text: textParts.join('\n') };
}
