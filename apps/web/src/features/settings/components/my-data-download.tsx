import { useState } from 'react';
import { Download } from 'lucide-react';
import { MemberCard } from '../../../components/member-page';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { downloadMyData } from '../api/my-data';

/** Settings' 'Your data' card. */
export function MyDataCard() {
  const { t } = useI18n();
  return (
    <MemberCard title={t('myData.title')} id="my-data">
      <MyDataDownload />
    </MemberCard>
  );
}

/** Download my data (DPDP Act 2023): a ZIP of everything the member gave us, saved by the browser. */
function MyDataDownload() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await downloadMyData();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notify.success(translate('myData.done'));
    } catch (err) {
      const message = failureMessage(err, 'myData.failed', 'myData.failed');
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-sm text-ink-soft">{t('myData.help')}</p>
      <button type="button" className="btn-primary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
        {busy ? t('myData.preparing') : t('myData.download')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
