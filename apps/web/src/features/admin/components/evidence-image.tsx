import { useI18n } from '../../../lib/i18n';
import { useEvidence } from '../api/queue';
import { PrivateFile } from './private-file';

/** A report's screenshot. */
export function EvidenceImage({ path, reference }: { path: string; reference: string }) {
  const { t } = useI18n();
  return <PrivateFile file={useEvidence(path)} label={t('admin.queue.evidenceAlt', { reference })} fileName={reference} />;
}
