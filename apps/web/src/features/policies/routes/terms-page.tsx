import { ROUTES } from '@inai/shared';
import { PolicyPage } from '../components/policy-page';

/** Terms and Conditions. */
export default function TermsPage() {
  return (
    <PolicyPage
      policy="terms"
      canonicalPath={ROUTES.termsConditions}
      metaTitle="policies.termsMetaTitle"
      description="policies.termsDescription"
    />
  );
}
