import { useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { FAMILY_LIMITS, HOLDER_RELATIONS, type FamilyManager } from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useStartHandover } from '../api/family';
import { HandoverButtons } from './family-handover-buttons';

/**
 * On the row of the co-manager who is the person the profile is for: the holder hands the profile
 * over (docs/decisions/0075-candidate-takes-over-the-profile.md). A step in place says what
 * happens to both of them and asks who the holder is to the candidate, then mails the code.
 */
export function FamilyHandoverOffer({ manager }: { manager: FamilyManager }) {
  const { t } = useI18n();
  const start = useStartHandover();
  const [asking, setAsking] = useState(false);
  const [relation, setRelation] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  const send = () => {
    setFailure(undefined);
    start.mutate(
      { manager_id: manager.id, ...(relation ? { relation: relation as (typeof HOLDER_RELATIONS)[number] } : {}) },
      {
        onSuccess: () => {
          setSent(true);
          setAsking(false);
        },
        onError: (err) => setFailure(failureMessage(err, 'family.handover.failed')),
      },
    );
  };

  if (!asking)
    return (
      <div className="space-y-2">
        {sent && (
          <p role="status" className="text-sm font-medium text-leaf">
            {t('family.handover.sentTo', { name: manager.name, minutes: FAMILY_LIMITS.handoverMinutes })}
          </p>
        )}
        <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setAsking(true)}>
          <ArrowRightLeft className="size-4" aria-hidden="true" />
          {t('family.handover.offer')}
        </button>
      </div>
    );
  return (
    <div
      role="group"
      aria-label={t('family.handover.offer')}
      className="space-y-3 rounded-xl bg-white p-3"
      data-testid="family-handover-offer"
    >
      <p className="text-sm text-ink">{t('family.handover.explain', { name: manager.name })}</p>
      <SelectField
        label={t('family.handover.youAre')}
        placeholder={t('family.relation.Relative')}
        placeholderSelectable
        options={HOLDER_RELATIONS.map((value) => ({ value, label: t(`family.relation.${value}`) }))}
        value={relation}
        onChange={(event) => setRelation(event.target.value)}
      />
      <HandoverButtons label={t('family.handover.send')} onPress={send} pending={start.isPending} failure={failure}>
        <button
          type="button"
          className="btn-outline px-4 py-2"
          disabled={start.isPending}
          autoFocus
          onClick={() => setAsking(false)}
        >
          {t('family.handover.keep')}
        </button>
      </HandoverButtons>
    </div>
  );
}
