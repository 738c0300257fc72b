import { ROUTES } from '@inai/shared';
import { PolicyPage } from '../components/policy-page';

/** Refund Policy. */
export default function RefundPage() {
  return (
    <PolicyPage
      policy="refund"
      canonicalPath={ROUTES.refundPolicy}
      metaTitle="policies.refundMetaTitle"
      description="policies.refundDescription"
    />
  );
}
