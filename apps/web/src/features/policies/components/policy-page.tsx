import { SITE } from '@inai/shared';
import type { PolicyId } from '@inai/shared/i18n/policies/index';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { usePolicy } from '../api/policies';
import { GrievanceNote } from './grievance-note';
import { PolicyView } from './policy-view';

interface PolicyPageProps {
  policy: PolicyId;
  canonicalPath: string;
  metaTitle: 'policies.privacyMetaTitle' | 'policies.termsMetaTitle' | 'policies.refundMetaTitle';
  description: 'policies.privacyDescription' | 'policies.termsDescription' | 'policies.refundDescription';
  /** Structured data built from the page's title and description in the reader's language. */
  jsonLd?: (page: { title: string; description: string }) => object;
}

/**
 * A policy page: its document in the reader's language, fetched when the page opens (a policy is
 * long, and most visitors never read one), with the page's own title and description.
 */
export function PolicyPage({ policy, canonicalPath, metaTitle, description, jsonLd }: PolicyPageProps) {
  const { t, locale } = useI18n();
  const document = usePolicy(policy, locale);
  const title = t(metaTitle, { brand: SITE.name });
  const text = t(description, { brand: SITE.name });
  return (
    <>
      <PageMeta
        title={title}
        description={text}
        canonicalPath={canonicalPath}
        {...(jsonLd ? { jsonLd: jsonLd({ title, description: text }) } : {})}
      />
      <PolicyView document={document.data} />
      {(policy === 'privacy' || policy === 'terms') && <GrievanceNote />}
    </>
  );
}
