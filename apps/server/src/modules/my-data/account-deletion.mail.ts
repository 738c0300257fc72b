import { formatDate, ROUTES, SITE, type DeletionReason, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

const branding = (ctx: AppContext) => ({ supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl });

/** To the member who asked to delete their account: when it will be erased, and how to change their mind; congratulations when they found their partner. */
export function deletionScheduledMail(
  ctx: AppContext,
  to: { name: string; email: string },
  eraseAt: Date,
  reason: DeletionReason | null,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const date = formatDate(eraseAt, locale);
  const body = renderMail(
    {
      heading: t('mail.deletion.heading'),
      paragraphs: [
        t('mail.deletion.greeting', { name: to.name }),
        ...(reason === 'found_match' ? [t('mail.deletion.congratulations')] : []),
        t('mail.deletion.when', { date }),
        t('mail.deletion.changeMind', { date }),
        t('mail.deletion.notYou'),
      ],
      action: { label: t('mail.deletion.action'), url: `${ctx.config.publicUrl}${ROUTES.login}` },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t('mail.deletion.subject', { brand: SITE.name, date }), ...body };
}

/** To the member whose pending deletion was cancelled (by logging in, or by 'Keep my account'). */
export function deletionCancelledMail(ctx: AppContext, to: { name: string; email: string }, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.deletionCancelled.heading'),
      paragraphs: [t('mail.deletionCancelled.greeting', { name: to.name }), t('mail.deletionCancelled.notYou')],
      action: { label: t('mail.deletionCancelled.action'), url: `${ctx.config.publicUrl}${ROUTES.settings}` },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t('mail.deletionCancelled.subject', { brand: SITE.name }), ...body };
}
