import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { siteConfig } from '../../../lib/site-config';
import { PolicyView } from '../components/policy-view';
import { termsConditions } from '../content/terms-conditions';

/** Terms and Conditions. */
export default function TermsPage() {
  return (
    <>
      <PageMeta
        title={`Terms and Conditions | ${SITE.name}`}
        description={`The terms on which ${SITE.name} offers its matchmaking service and paid plans.`}
        canonicalPath={ROUTES.termsConditions}
      />
      <PolicyView document={termsConditions({ supportEmail: siteConfig.supportEmail })} />
    </>
  );
}
