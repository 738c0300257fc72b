import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { SITE } from '@inai/shared';
import { siteConfig } from '../lib/site-config';

/** One way to reach us: an icon and what follows it. */
export function ContactLine({
  icon: Icon,
  iconClassName = 'size-5 text-maroon-700',
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <p className="flex items-start gap-3">
      <Icon className={`mt-0.5 shrink-0 ${iconClassName}`} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** The configured support address as a mail link. */
export function SupportEmailLink({ className = 'font-semibold text-maroon-700 hover:underline' }: { className?: string }) {
  return (
    <a href={`mailto:${siteConfig.supportEmail}`} className={`break-all ${className}`}>
      {siteConfig.supportEmail}
    </a>
  );
}

/** The enquiry phone number as a call link. */
export function EnquiryPhoneLink({ className = 'font-semibold text-maroon-700 hover:underline' }: { className?: string }) {
  return (
    <a href={SITE.enquiryPhoneHref} className={className}>
      {SITE.enquiryPhone}
    </a>
  );
}
