import { FAMILY_ACCEPT_PATH, FAMILY_LIMITS, SITE, type FamilyRelation, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/**
 * The invitation, in the holder's language: it names the profile and the relation, never the
 * holder's address. The link is built on PUBLIC_URL, never on a request header.
 */
export function invitationMail(
  ctx: AppContext,
  invitation: { email: string; relation: FamilyRelation; profileName: string },
  token: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const url = `${ctx.config.publicUrl}${FAMILY_ACCEPT_PATH}?t=${encodeURIComponent(token)}`;
  const profile = invitation.profileName;
  const body = renderMail(
    {
      heading: t('mail.familyInvite.heading'),
      paragraphs: [
        t('mail.familyInvite.greeting', { profile, brand: SITE.name, relation: t(`family.relation.${invitation.relation}`) }),
        t('mail.familyInvite.own'),
        t('mail.familyInvite.validity', { days: FAMILY_LIMITS.invitationDays }),
        t('mail.familyInvite.ignore', { profile }),
      ],
      action: { label: t('mail.familyInvite.action'), url },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: invitation.email, subject: t('mail.familyInvite.subject', { brand: SITE.name }), ...body };
}
