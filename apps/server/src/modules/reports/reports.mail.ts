import { GRIEVANCE_PROMISE, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl' | 'grievanceOfficer'>;

/**
 * The reporter's acknowledgement, in their language: the reference, when we will look, and
 * where to follow it. It goes to the member's own verified address, so naming the reported
 * member is safe; the subject names nobody (it shows on lock screens).
 */
export function reportAcknowledgementMail(
  config: Config,
  to: { name: string; email: string },
  reported: string,
  reference: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.reportAck.heading'),
      paragraphs: [
        t('mail.reportAck.greeting', { name: to.name, reported }),
        t('mail.reportAck.next', { hours: GRIEVANCE_PROMISE.acknowledgeHours }),
        t('mail.reportAck.reference', { reference }),
      ],
      action: { label: t('mail.reportAck.action'), url: `${config.publicUrl}/settings#reports` },
    },
    config,
    locale,
  );
  return { to: to.email, replyTo: config.supportEmail, subject: t('mail.reportAck.subject', { reference }), ...body };
}

/**
 * The acknowledgement of a grievance to the address typed into the form. The form is public
 * and anyone can type anyone's address, so, like the enquiry's, it carries only our own words,
 * the officer's name and the reference, never what was typed.
 */
export function grievanceAcknowledgementMail(config: Config, to: string, reference: string, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.grievanceAck.heading'),
      paragraphs: [
        t('mail.grievanceAck.received', { brand: SITE.name, officer: config.grievanceOfficer.name }),
        t('mail.grievanceAck.promise', {
          hours: GRIEVANCE_PROMISE.acknowledgeHours,
          days: GRIEVANCE_PROMISE.resolveDays,
        }),
        t('mail.grievanceAck.reference', { reference }),
        t('mail.grievanceAck.notYou'),
      ],
    },
    config,
    locale,
  );
  return { to, replyTo: config.grievanceOfficer.email, subject: t('mail.grievanceAck.subject', { reference }), ...body };
}
