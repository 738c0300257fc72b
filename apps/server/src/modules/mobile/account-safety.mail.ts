import { formatDateTime, formatMobile, ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { codeMail } from '../../lib/mail/code-mail.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { Device } from '../../lib/user-agent.js';
import type { AppContext } from '../../types.js';
import type { EmailStepPurpose } from './email-steps.repository.js';
import type { SignInAlertKind } from './sign-in-alerts.repository.js';

type Translator = ReturnType<typeof translatorFor>;
const branding = (ctx: AppContext) => ({ supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl });

/** 'a phone (Android, Chrome)', in the reader's language; just the kind when the browser said no more. */
export function describeDevice(t: Translator, device: Device): string {
  const details = [
    device.system ? t(`device.system.${device.system}`) : undefined,
    device.browser ? t(`device.browser.${device.browser}`) : undefined,
  ].filter((part): part is string => part !== undefined);
  const kind = t(`device.${device.kind}`);
  return details.length ? t('device.described', { device: kind, details: details.join(', ') }) : kind;
}

/**
 * After every sign-in, or new password, by a texted code: when (India time), from which kind of
 * device, and the "Not you?" link that secures the account. The owner of the e-mail hears of every
 * use of the number, whoever holds the phone now (docs/decisions/0055).
 */
export function signInAlertMail(
  ctx: AppContext,
  to: { name: string; email: string },
  alert: { kind: SignInAlertKind; phone: string; at: Date; device: Device; link: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const what = alert.kind === 'reset' ? 'resetAlert' : 'signInAlert';
  const body = renderMail(
    {
      heading: t(`mail.${what}.heading`),
      paragraphs: [t(`mail.${what}.greeting`, { name: to.name, phone: formatMobile(alert.phone) })],
      details: [
        { label: t('mail.signInAlert.when'), value: t('mail.signInAlert.whenValue', { at: formatDateTime(alert.at, locale) }) },
        { label: t('mail.signInAlert.device'), value: describeDevice(t, alert.device) },
      ],
      closing: [t('mail.signInAlert.ifYou'), t('mail.signInAlert.notYou')],
      action: { label: t('mail.signInAlert.action'), url: alert.link },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t(`mail.${what}.subject`, { brand: SITE.name }), ...body };
}

/** The code of the e-mail step, for a number not proven lately; it warns that the number may have a new holder. */
export function emailStepMail(
  ctx: AppContext,
  to: { name: string; email: string },
  step: { purpose: EmailStepPurpose; phone: string; code: string; minutes: number },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const signIn = step.purpose === 'sign_in';
  return codeMail(
    branding(ctx),
    to.email,
    {
      subject: t(signIn ? 'mail.emailStep.subjectSignIn' : 'mail.emailStep.subjectReset', { brand: SITE.name }),
      heading: t('mail.emailStep.heading'),
      paragraphs: [
        t(signIn ? 'mail.emailStep.signIn' : 'mail.emailStep.reset', {
          name: to.name,
          phone: formatMobile(step.phone),
          minutes: step.minutes,
        }),
      ],
      code: step.code,
      closing: [t('mail.emailStep.warning')],
    },
    locale,
  );
}

/** To an account whose typed (never verified) number another account has verified: it is gone; add your own. */
export function numberMovedMail(
  ctx: AppContext,
  to: { name: string; email: string },
  phone: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.numberMoved.heading'),
      paragraphs: [
        t('mail.numberMoved.body', { name: to.name, phone: formatMobile(phone) }),
        t('mail.numberMoved.next', { email: ctx.config.supportEmail }),
      ],
      action: { label: t('mail.numberMoved.action'), url: `${ctx.config.publicUrl}${ROUTES.settings}#mobile` },
    },
    branding(ctx),
    locale,
  );
  return { to: to.email, subject: t('mail.numberMoved.subject', { brand: SITE.name }), ...body };
}
