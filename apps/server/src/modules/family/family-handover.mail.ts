import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { codeMail } from '../../lib/mail/code-mail.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/*
 * The mails of a hand-over of the holder's role to the candidate
 * (docs/decisions/0075-candidate-takes-over-the-profile.md), each in its recipient's language.
 */

const branding = (ctx: AppContext) => ({ supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl });

/** The code, to the candidate's own login address. */
export function handoverCodeMail(
  ctx: AppContext,
  to: { email: string; name: string; profileName: string },
  code: string,
  minutes: number,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  return codeMail(
    branding(ctx),
    to.email,
    {
      subject: t('mail.familyHandover.code.subject', { brand: SITE.name }),
      heading: t('mail.familyHandover.code.heading'),
      paragraphs: [
        t('mail.familyHandover.code.greeting', { name: to.name, profile: to.profileName, brand: SITE.name }),
        t('mail.familyHandover.code.instructions', { minutes }),
        t('mail.familyHandover.code.notYou'),
      ],
      code,
      action: { label: t('mail.familyHandover.code.action'), url: `${ctx.config.publicUrl}${ROUTES.settings}` },
    },
    locale,
  );
}

/**
 * To the holder at once when the candidate asks: until `readyAt` they can still remove a
 * co-manager who is not the candidate, which ends the request.
 */
export function handoverAskedMail(
  ctx: AppContext,
  to: { email: string; candidateName: string; profileName: string; readyAt: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.familyHandover.asked.heading'),
      paragraphs: [
        t('mail.familyHandover.asked.text', { name: to.candidateName, profile: to.profileName, readyAt: to.readyAt }),
        t('mail.familyHandover.asked.notThem'),
      ],
      action: { label: t('mail.familyHandover.asked.action'), url: `${ctx.config.publicUrl}${ROUTES.settings}` },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t('mail.familyHandover.asked.subject', { brand: SITE.name }), ...body };
}

/** To the former holder once it is done: they sign in as before, now as a co-manager. */
export function handoverDoneMail(
  ctx: AppContext,
  to: { email: string; candidateName: string; profileName: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.familyHandover.done.heading'),
      paragraphs: [
        t('mail.familyHandover.done.text', { name: to.candidateName, profile: to.profileName }),
        t('mail.familyHandover.done.signIn'),
      ],
      action: { label: t('mail.familyHandover.done.action'), url: `${ctx.config.publicUrl}${ROUTES.login}` },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t('mail.familyHandover.done.subject', { brand: SITE.name }), ...body };
}
