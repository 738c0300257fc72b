import { Building2, Headset, MessageCircle } from 'lucide-react';
import { MESSAGES, ROUTES, SITE, formatAddress } from '@inai/shared';
import { EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';
import { IconCard } from '../../../components/icon-card';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { EnquiryForm } from '../components/enquiry-form';

/** Contact Us: three cards and the enquiry form. */
export default function ContactPage() {
  return (
    <>
      <PageMeta
        title={`Contact Us | ${SITE.name}`}
        description={`Write to ${SITE.name}: support by e-mail and phone, our Coimbatore office and WhatsApp channel.`}
        canonicalPath={ROUTES.contact}
      />
      <PageBanner title="Contact Us">We are here to help you and your family</PageBanner>

      <section className="container-page py-14" aria-label="Ways to reach us">
        <ul className="grid gap-6 md:grid-cols-3">
          <IconCard icon={Headset} title="Customer Relations">
            <p className="mt-2 flex-1 text-sm text-ink-soft">
              Talk to our relationship team about your profile, plans or a match.
            </p>
            <span className="group relative mt-4 inline-block self-start">
              <a
                role="link"
                aria-disabled="true"
                tabIndex={0}
                aria-describedby="get-support-tip"
                className="btn cursor-not-allowed bg-maroon-100 text-maroon-700/70"
                onClick={(e) => e.preventDefault()}
              >
                Get Support
              </a>
              <span
                id="get-support-tip"
                role="tooltip"
                className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-2 w-64 rounded-lg bg-ink px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
              >
                {MESSAGES.comingSoon.underConstruction}
              </span>
            </span>
          </IconCard>
          <IconCard icon={Building2} title="Our Office">
            <address className="mt-2 space-y-1 text-sm text-ink-soft not-italic">
              <p className="font-semibold text-ink">{SITE.legalName}</p>
              <p>
                <SupportEmailLink className="text-maroon-700 hover:underline" />
              </p>
              <p>
                <EnquiryPhoneLink className="text-maroon-700 hover:underline" />
              </p>
              <p>{formatAddress()}</p>
            </address>
          </IconCard>
          <IconCard icon={MessageCircle} iconClassName="text-leaf" title="WhatsApp Support">
            <p className="mt-2 flex-1 text-sm text-ink-soft">Follow our WhatsApp channel for announcements and quick tips.</p>
            <a
              href={SITE.whatsappChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-4 self-start bg-leaf text-white hover:bg-leaf/90"
            >
              Join Channel
            </a>
          </IconCard>
        </ul>
      </section>

      <section className="bg-cream py-14" aria-labelledby="enquiry-title">
        <div className="container-page max-w-3xl">
          <p className="section-eyebrow">Enquiry</p>
          <h2 id="enquiry-title" className="section-title mt-2">
            Send us your enquiry
          </h2>
          <p className="mt-2 text-sm text-ink-soft">We usually reply within one working day.</p>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <EnquiryForm />
          </div>
        </div>
      </section>
    </>
  );
}
