import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/**
 * The warning an operator sends a reported member, in the member's language. It never names
 * the reporter; it carries the operator's reason, which is written for the member to read.
 */
export function warningMail(ctx: AppContext, to: { name: string; email: string }, reason: string, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.warning.heading'),
      paragraphs: [
        t('mail.warning.greeting', { name: to.name, brand: SITE.name }),
        t('mail.warning.reason', { reason }),
        t('mail.warning.rules'),
        t('mail.warning.appeal'),
      ],
      action: { label: t('mail.warning.action'), url: `${ctx.config.publicUrl}${ROUTES.termsConditions}` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.warning.subject', { brand: SITE.name }), ...body };
}

/** What became of a report or grievance, as its reporter reads it. */
export type ReportOutcome = 'dismissed' | 'warned' | 'suspended' | 'resolved';

/**
 * The outcome of a report or grievance, to whoever filed it, in their language: the
 * reference and what became of it, and the operator's outcome note when one was written. It
 * never carries the operator's reason, which is what the other member was told.
 */
export function outcomeMail(
  ctx: Pick<AppContext, 'config'>,
  to: { email: string; name: string | null },
  report: { reference: string; kind: 'report' | 'grievance'; outcomeNote: string | null },
  outcome: ReportOutcome,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const grievance = report.kind === 'grievance';
  const reference = report.reference;
  const what =
    outcome === 'dismissed'
      ? grievance
        ? t('mail.outcome.dismissedGrievance')
        : t('mail.outcome.dismissed')
      : outcome === 'warned'
        ? t('mail.outcome.warned')
        : outcome === 'suspended'
          ? t('mail.outcome.suspended')
          : t('mail.outcome.resolved');
  const paragraphs = [
    grievance || !to.name
      ? t('mail.outcome.greetingGrievance', { reference })
      : t('mail.outcome.greeting', { name: to.name, reference }),
    what,
  ];
  if (report.outcomeNote) paragraphs.push(t('mail.outcome.note', { note: report.outcomeNote }));
  paragraphs.push(t('mail.outcome.more', { reference }));
  const body = renderMail(
    {
      heading: t('mail.outcome.heading'),
      paragraphs,
      // A member's report is followed in their settings; a grievance from the public form has no account.
      action: grievance ? undefined : { label: t('mail.outcome.action'), url: `${ctx.config.publicUrl}/settings#reports` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return {
    to: to.email,
    replyTo: grievance ? ctx.config.grievanceOfficer.email : ctx.config.supportEmail,
    subject: grievance ? t('mail.outcome.subjectGrievance', { reference }) : t('mail.outcome.subject', { reference }),
    ...body,
  };
}
