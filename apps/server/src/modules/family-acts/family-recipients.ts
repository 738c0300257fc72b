import { ROUTES, type Locale, type Translator } from '@inai/shared';
import type { MailContent } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';
import { mailingManagers } from './family-activity.repository.js';

/** Someone a profile's mail goes to, in their own language. */
export interface MailRecipient {
  email: string;
  name: string;
  locale: Locale;
  kind: 'holder' | 'manager';
  /** For a co-manager, the profile's name: their mail says which profile it is about. */
  about: string | null;
}

/**
 * Who gets the profile's mails (docs/design.md, "A family manages the profile together"): the
 * holder, when `holder` says their own switch for this mail is on, and every co-manager who keeps
 * the profile's mails on, each in their login's language (else the holder's). A mail whose only
 * use is a screen that needs a permission (the chat digest: `chat`) goes to the co-managers the
 * holder allowed it. Codes, reset links and security mails never come here: they are the holder's
 * alone.
 */
export async function profileMailRecipients(
  ctx: Pick<AppContext, 'db'>,
  profile: { id: number; email: string; name: string; locale: Locale | null },
  holder = true,
  managersWho?: 'chat',
): Promise<MailRecipient[]> {
  const holderLocale: Locale = profile.locale ?? 'en';
  const managers = (await mailingManagers(ctx.db, profile.id)).filter((m) => managersWho !== 'chat' || m.can_chat === 1);
  return [
    ...(holder ? [{ email: profile.email, name: profile.name, locale: holderLocale, kind: 'holder' as const, about: null }] : []),
    ...managers.map((m) => ({
      email: m.email,
      name: m.name,
      locale: (m.locale as Locale | null) ?? holderLocale,
      kind: 'manager' as const,
      about: profile.name,
    })),
  ];
}

/**
 * The footer of a co-manager's copy, instead of the holder's (whose switches and one-click stop
 * are the holder's own): why it came, and where the co-manager switches the profile's mails off.
 */
export function familyFooter(
  t: Translator,
  publicUrl: string,
  to: { about?: string | null },
): NonNullable<MailContent['preferences']> | undefined {
  if (!to.about) return undefined;
  return {
    note: t('mail.family.note', { profile: to.about }),
    label: t('mail.family.settingsLink'),
    url: `${publicUrl}${ROUTES.settings}#family`,
  };
}

/** The line a co-manager's copy opens with, naming the profile; none for the holder's. */
export function aboutProfile(t: Translator, to: { about?: string | null }): string[] {
  return to.about ? [t('mail.family.about', { profile: to.about })] : [];
}

/**
 * Sends each recipient their copy. The holder's failing throws, as a lone mail's would (the
 * caller's retry or log stays as it was); a co-manager's copy failing is only logged, so it never
 * makes the holder's go twice. `about`: the member whose profile the mails are about, kept with
 * each queued copy so a lost one can be named (docs/decisions/0080-one-outbound-queue.md).
 */
export async function mailEach(
  ctx: Pick<AppContext, 'mailer'>,
  recipients: MailRecipient[],
  build: (to: MailRecipient) => MailMessage,
  log: { error(obj: object, msg: string): void },
  about?: { memberId: number },
): Promise<void> {
  for (const to of recipients) {
    try {
      await ctx.mailer.send(build(to), about);
    } catch (err) {
      if (to.kind === 'holder') throw err;
      log.error({ err }, 'a co-manager’s copy of a mail could not be sent');
    }
  }
}
