import { useState } from 'react';
import type { AdminMember } from '@inai/shared';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminMembers, useMemberAction, type MemberAction } from '../api/members';
import { LoadFailed } from './load-failed';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

/** Find a member by name, e-mail, phone or id; suspend or reinstate them with a reason. */
export function MembersTab() {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const members = useAdminMembers(q);
  return (
    <div>
      <SearchForm id="members-q" label={t('admin.members.search')} onSearch={setQ} />
      <div className="mt-5" aria-live="polite" aria-busy={members.isFetching}>
        {!q ? (
          <p className="text-ink-soft">{t('admin.members.prompt')}</p>
        ) : members.isError && !members.data ? (
          <LoadFailed retry={() => void members.refetch()} />
        ) : !members.data ? (
          <div className="h-24 animate-pulse rounded-xl bg-white" aria-hidden="true" />
        ) : members.data.data.length === 0 ? (
          <p className="rounded-xl bg-white p-5 text-ink-soft">{t('admin.members.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {members.data.data.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MemberRow({ member }: { member: AdminMember }) {
  const { t, date } = useI18n();
  const { user } = useMe();
  const [action, setAction] = useState<MemberAction>();
  const run = useMemberAction();
  const self = user?.id === member.id;
  const why = member.operator ? t('admin.members.operatorNote') : self ? t('admin.members.selfNote') : undefined;
  const next: MemberAction = member.suspended ? 'reinstate' : 'suspend';

  const confirm = async (reason: string) => {
    const answer = await run.mutateAsync({ id: member.id, action: action!, reason });
    notify.success(answer.message);
    setAction(undefined);
  };

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100" data-testid="member-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-ink">
            {member.name} <span className="font-normal text-ink-soft">· {t('admin.members.id', { id: String(member.id) })}</span>
          </p>
          <p className="break-words text-ink-soft">
            {member.email} · {member.phone}
          </p>
          <p className="text-ink-soft">
            {member.verified ? t('admin.members.verified') : t('admin.members.unverified')}
            {member.operator && ` · ${t('admin.members.operator')}`} ·{' '}
            {t('admin.members.joined', { date: date(member.created_at) })} ·{' '}
            {t.plural('admin.members.reports', member.report_count)}
          </p>
          {member.suspended && (
            <p className="mt-1 break-words text-red-800">
              {t('admin.members.suspendedSince', {
                date: member.suspended_at ? date(member.suspended_at) : '',
                reason: member.suspension_reason ?? '',
              })}
            </p>
          )}
        </div>
        <div className="shrink-0">
          <button
            type="button"
            className={next === 'suspend' ? 'btn-primary' : 'btn-outline'}
            disabled={next === 'suspend' && why !== undefined}
            title={next === 'suspend' ? why : undefined}
            onClick={() => setAction(next)}
          >
            {t(`admin.action.${next}`)}
          </button>
          {next === 'suspend' && why && <p className="mt-1 max-w-56 text-xs text-ink-soft">{why}</p>}
        </div>
      </div>
      {action && (
        <ReasonDialog
          title={t(`admin.dialog.${action}`, { name: member.name })}
          note={action === 'suspend' ? t('admin.dialog.suspendNote') : undefined}
          confirmLabel={t(`admin.action.${action}`)}
          onCancel={() => setAction(undefined)}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}
