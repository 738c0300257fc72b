import { SITE, type IdDocumentType, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/** Where the member's ID page is (the web's lazy route). */
export const VERIFY_ID_PATH = '/verify-id';

/**
 * The outcome of an ID check, in `locale`: approved (the badge) or rejected (the operator's
 * reason, written for the member, and an invitation to upload again). Both say the file is
 * deleted. The subject names no document (it shows on lock screens). A co-manager's copy opens
 * naming the profile (`about`), speaks of the profile rather than "yours", and ends with their own
 * mail switch.
 */
export function idDecisionMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  documentType: IdDocumentType,
  outcome: { approved: true } | { approved: false; reason: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const type = t(`idVerification.type.${documentType}`);
  const manager = Boolean(to.about);
  const preferences = familyFooter(t, config.publicUrl, to);
  const footer = preferences ? { preferences } : {};
  const body = outcome.approved
    ? renderMail(
        {
          heading: t(manager ? 'mail.family.idApprovedHeading' : 'mail.idApproved.heading'),
          paragraphs: [
            ...aboutProfile(t, to),
            t(manager ? 'mail.family.idApprovedGreeting' : 'mail.idApproved.greeting', { name: to.name, type }),
            t(manager ? 'mail.family.idApprovedBadge' : 'mail.idApproved.badge'),
            t(manager ? 'mail.family.idApprovedDeleted' : 'mail.idApproved.deleted'),
          ],
          action: {
            label: t(manager ? 'mail.family.idApprovedAction' : 'mail.idApproved.action'),
            url: `${config.publicUrl}${VERIFY_ID_PATH}`,
          },
          ...footer,
        },
        config,
        locale,
      )
    : renderMail(
        {
          heading: t(manager ? 'mail.family.idRejectedHeading' : 'mail.idRejected.heading'),
          paragraphs: [
            ...aboutProfile(t, to),
            t(manager ? 'mail.family.idRejectedGreeting' : 'mail.idRejected.greeting', { name: to.name, type }),
            t('mail.idRejected.reason', { reason: outcome.reason }),
            t(manager ? 'mail.family.idRejectedDeleted' : 'mail.idRejected.deleted'),
          ],
          action: { label: t('mail.idRejected.action'), url: `${config.publicUrl}${VERIFY_ID_PATH}` },
          ...footer,
        },
        config,
        locale,
      );
  const subject = outcome.approved
    ? t(manager ? 'mail.family.idApprovedSubject' : 'mail.idApproved.subject', { brand: SITE.name })
    : t(manager ? 'mail.family.idRejectedSubject' : 'mail.idRejected.subject', { brand: SITE.name });
  return { to: to.email, replyTo: config.supportEmail, subject, ...body };
}
