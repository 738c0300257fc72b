import { useSearchParams } from 'react-router';
import { SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { AuditTab } from '../components/audit-tab';
import { EnquiriesTab } from '../components/enquiries-tab';
import { IdsTab } from '../components/ids-tab';
import { MembersTab } from '../components/members-tab';
import { PaymentsTab } from '../components/payments-tab';
import { PhotosTab } from '../components/photos-tab';
import { QueueTab } from '../components/queue-tab';
import { SignalsTab } from '../components/signals-tab';

const TABS = ['queue', 'members', 'ids', 'photos', 'signals', 'payments', 'enquiries', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * The operators' console: the queue of reports and grievances, the members search
 * and the audit log. Its own chunk, behind RequireOperator: members never download it, and
 * the server refuses them anyway.
 */
export default function AdminPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'queue';
  return (
    <section className="bg-cream py-6 sm:py-10">
      <PageMeta title={t('admin.pageTitle', { brand: SITE.name })} description={t('admin.intro')} />
      <meta name="robots" content="noindex" />
      <div className="container-page">
        <h1 className="text-2xl font-semibold text-maroon-800 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('admin.intro')}</p>
        <nav aria-label={t('admin.tabs')} className="mt-5 -mx-1 overflow-x-auto">
          <ul className="flex gap-2 px-1">
            {TABS.map((name) => (
              <li key={name} className="shrink-0">
                <button
                  type="button"
                  aria-current={tab === name ? 'page' : undefined}
                  onClick={() => setParams(name === 'queue' ? {} : { tab: name })}
                  className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    tab === name ? 'bg-maroon-700 text-white' : 'bg-white text-ink ring-1 ring-maroon-100 hover:bg-maroon-50'
                  }`}
                >
                  {t(`admin.tab.${name}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-5">
          {tab === 'queue' && <QueueTab />}
          {tab === 'members' && <MembersTab />}
          {tab === 'ids' && <IdsTab />}
          {tab === 'photos' && <PhotosTab />}
          {tab === 'signals' && <SignalsTab />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'enquiries' && <EnquiriesTab />}
          {tab === 'audit' && <AuditTab />}
        </div>
      </div>
    </section>
  );
}
