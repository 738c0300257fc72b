import { INTL_TAGS, localizedPath, ROUTES, SITE } from '@inai/shared';
import { effectiveIsoDate } from '@inai/shared/i18n/policies/effective';
import { useI18n } from '../../../lib/i18n';
import { absoluteUrl, siteConfig } from '../../../lib/site-config';
import { PolicyPage } from '../components/policy-page';

/** Privacy Policy, with its own title, description, share image, canonical address and JSON-LD. */
export default function PrivacyPage() {
  const { locale } = useI18n();
  return (
    <PolicyPage
      policy="privacy"
      canonicalPath={ROUTES.privacyPolicy}
      metaTitle="policies.privacyMetaTitle"
      description="policies.privacyDescription"
      jsonLd={({ title, description }) => ({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: title,
        url: absoluteUrl(localizedPath(ROUTES.privacyPolicy, locale)),
        description,
        inLanguage: INTL_TAGS[locale],
        // First published with the specification's policies; the current version's date beside it.
        datePublished: '2024-12-01',
        dateModified: effectiveIsoDate(),
        image: absoluteUrl('/og-image.png'),
        publisher: {
          '@type': 'Organization',
          name: SITE.legalName,
          url: absoluteUrl('/'),
          email: siteConfig.supportEmail,
          address: {
            '@type': 'PostalAddress',
            addressLocality: SITE.address.city,
            addressRegion: 'Tamil Nadu',
            addressCountry: 'IN',
          },
        },
      })}
    />
  );
}
