import { SITE, type IdDocumentType, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/** Where the member's ID page is (the web's lazy route). */
export const VERIFY_ID_PATH = '/verify-id';

/**
 * The outcome of an ID check, in the member's language: approved (the badge) or rejected (the
 * operator's reason, written for the member, and an invitation to upload again). Both say the
 * file is deleted. The subject names no document (it shows on lock screens).
 */
export function idDecisionMail(
  config: Config,
  to: { name: string; email: string },
  documentType: IdDocumentType,
  outcome: { approved: true } | { approved: false; reason: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const type = t(`idVerification.type.${documentType}`);
  const body = outcome.approved
    ? renderMail(
        {
          heading: t('mail.idApproved.heading'),
          paragraphs: [
            t('mail.idApproved.greeting', { name: to.name, type }),
            t('mail.idApproved.badge'),
            t('mail.idApproved.deleted'),
          ],
          action: { label: t('mail.idApproved.action'), url: `${config.publicUrl}${VERIFY_ID_PATH}` },
        },
        config,
        locale,
      )
    : renderMail(
        {
          heading: t('mail.idRejected.heading'),
          paragraphs: [
            t('mail.idRejected.greeting', { name: to.name, type }),
            t('mail.idRejected.reason', { reason: outcome.reason }),
            t('mail.idRejected.deleted'),
          ],
          action: { label: t('mail.idRejected.action'), url: `${config.publicUrl}${VERIFY_ID_PATH}` },
        },
        config,
        locale,
      );
  const subject = outcome.approved
    ? t('mail.idApproved.subject', { brand: SITE.name })
    : t('mail.idRejected.subject', { brand: SITE.name });
  return { to: to.email, replyTo: config.supportEmail, subject, ...body };
}
