import { Link } from 'react-router';
import { ArrowLeft, Printer, Share2 } from 'lucide-react';
import { SITE } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/**
 * Print or save as PDF (the browser's own print), Share (the phone's share sheet where the
 * browser has one, else the address copied with a toast) and the way back. None of it prints.
 */
export function BiodataActions({ name, back }: { name: string; back: string }) {
  const { t } = useI18n();

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('biodataSheet.pageTitle', { name }),
          text: t('biodataSheet.shareText', { name, brand: SITE.name }),
          url,
        });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('biodataSheet.linkCopied'), 'biodata-link-copied');
    } catch {
      notify.error(t('biodataSheet.copyFailed'), 'biodata-copy-failed');
    }
  };

  return (
    <div
      className="biodata-no-print mb-4 flex flex-wrap items-center gap-2 print:hidden"
      role="toolbar"
      aria-label={t('biodataSheet.actions')}
    >
      <Link to={back} className="btn-outline px-3 py-1.5 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('biodataSheet.backToProfile')}
      </Link>
      <div className="ml-auto flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-4 py-1.5 text-sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t('biodataSheet.print')}
        </button>
        <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => void share()}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('biodataSheet.share')}
        </button>
      </div>
    </div>
  );
}
