import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { absoluteUrl, siteConfig } from '../../../lib/site-config';
import { PolicyView } from '../components/policy-view';
import { privacyPolicy } from '../content/privacy-policy';

const DESCRIPTION = `How ${SITE.name} collects, uses, shares and protects the personal information of members and their families.`;

/** Privacy Policy, with its own title, description, share image, canonical address and JSON-LD. */
export default function PrivacyPage() {
  const document = privacyPolicy({ supportEmail: siteConfig.supportEmail });
  const url = absoluteUrl(ROUTES.privacyPolicy);
  return (
    <>
      <PageMeta
        title={`Privacy Policy | ${SITE.name}`}
        description={DESCRIPTION}
        canonicalPath={ROUTES.privacyPolicy}
        image="/og-image.png"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `Privacy Policy | ${SITE.name}`,
          url,
          description: DESCRIPTION,
          inLanguage: 'en-IN',
          datePublished: '2024-12-01',
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
        }}
      />
      <PolicyView document={document} />
    </>
  );
}
