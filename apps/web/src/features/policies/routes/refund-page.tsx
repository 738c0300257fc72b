import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { siteConfig } from '../../../lib/site-config';
import { PolicyView } from '../components/policy-view';
import { refundPolicy } from '../content/refund-policy';

/** Refund Policy. */
export default function RefundPage() {
  return (
    <>
      <PageMeta
        title={`Refund Policy | ${SITE.name}`}
        description={`${SITE.name} plans are not refundable; how we handle failed or duplicate payments.`}
        canonicalPath={ROUTES.refundPolicy}
      />
      <PolicyView document={refundPolicy({ supportEmail: siteConfig.supportEmail })} />
    </>
  );
}
