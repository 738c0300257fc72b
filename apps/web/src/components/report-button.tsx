import { useState } from 'react';
import { Flag } from 'lucide-react';
import { useI18n } from '../lib/i18n';
import { ReportDialog } from './report-dialog';

/** 'Report this profile' on another member's details: opens the report dialog for that member. */
export function ReportButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden="true" />
        {t('reports.report')}
      </button>
      <ReportDialog open={open} onClose={() => setOpen(false)} member={{ id: userId, name }} />
    </>
  );
}
