import { Building2, Headset, MessageCircle } from 'lucide-react';
import { ROUTES, SITE } from '@inai/shared';
import { EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';
import { IconCard } from '../../../components/icon-card';
import { Island } from '../../../components/island';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { EnquiryForm } from '../components/enquiry-form';

/** Contact Us: three cards and the enquiry form. */
export default function ContactPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('contact.metaTitle', { brand: SITE.name })}
        description={t('contact.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.contact}
      />
      <PageBanner title={t('contact.title')}>{t('contact.subtitle')}</PageBanner>

      <section className="container-page py-14" aria-label={t('contact.waysToReach')}>
        <ul className="grid gap-6 md:grid-cols-3">
          <IconCard icon={Headset} title={t('contact.customerRelations')}>
            <p className="mt-2 flex-1 text-sm text-ink-soft">{t('contact.customerRelationsText')}</p>
            <span className="group relative mt-4 inline-block self-start">
              <a
                role="link"
                aria-disabled="true"
                tabIndex={0}
                aria-describedby="get-support-tip"
                className="btn cursor-not-allowed bg-maroon-100 text-maroon-700/70"
                onClick={(e) => e.preventDefault()}
              >
                {t('contact.getSupport')}
              </a>
              <span
                id="get-support-tip"
                role="tooltip"
                className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-2 w-64 rounded-lg bg-ink px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
              >
                {t('comingSoon.underConstruction')}
              </span>
            </span>
          </IconCard>
          <IconCard icon={Building2} title={t('contact.ourOffice')}>
            <address className="mt-2 space-y-1 text-sm text-ink-soft not-italic">
              <p className="font-semibold text-ink" lang="en">
                {SITE.legalName}
              </p>
              <p>
                <SupportEmailLink className="text-maroon-700 hover:underline" />
              </p>
              <p>
                <EnquiryPhoneLink className="text-maroon-700 hover:underline" />
              </p>
              <p>{t('site.address')}</p>
            </address>
          </IconCard>
          <IconCard icon={MessageCircle} iconClassName="text-leaf" title={t('contact.whatsapp')}>
            <p className="mt-2 flex-1 text-sm text-ink-soft">{t('contact.whatsappText')}</p>
            <a
              href={SITE.whatsappChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-4 self-start bg-leaf text-white hover:bg-leaf/90"
            >
              {t('contact.joinChannel')}
            </a>
          </IconCard>
        </ul>
      </section>

      <section className="bg-cream py-14" aria-labelledby="enquiry-title">
        <div className="container-page max-w-3xl">
          <p className="section-eyebrow">{t('contact.enquiryEyebrow')}</p>
          <h2 id="enquiry-title" className="section-title mt-2">
            {t('contact.enquiryTitle')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{t('contact.replyTime')}</p>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <Island name="enquiry-form">
              <EnquiryForm />
            </Island>
          </div>
        </div>
      </section>
    </>
  );
}
