import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { FAMILY_LIMITS, type Acting } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useConfirmHandover, useStartHandover } from '../api/family';
import { HandoverButtons } from './family-handover-buttons';

/**
 * The candidate's own co-manager view: "Take over this profile" first tells the holder and says
 * from when a code can be asked; asked again from then, it mails a code to their login's address,
 * and the code makes them the holder (docs/decisions/0075-candidate-takes-over-the-profile.md). A login that also manages another
 * profile cannot hold this one; the button says so instead of failing.
 */
export function FamilyTakeOver({ acting }: { acting: Acting }) {
  const { t } = useI18n();
  const reasonId = useId();
  const start = useStartHandover();
  const confirm = useConfirmHandover();
  const [codeSent, setCodeSent] = useState(false);
  const [waiting, setWaiting] = useState<string>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const elsewhere = (acting.profiles?.length ?? 0) > 1;

  const ask = () => {
    setFailure(undefined);
    start.mutate(
      {},
      {
        onSuccess: (answer) => (answer.ready_at ? setWaiting(answer.message) : setCodeSent(true)),
        onError: (err) => setFailure(failureMessage(err, 'family.handover.failed')),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    confirm.mutate({ code: code.trim() }, { onError: (err) => setFailure(failureMessage(err, 'family.handover.failed')) });
  };

  return (
    <section aria-labelledby="family-take-over" className="space-y-3 rounded-xl p-3 ring-1 ring-maroon-100">
      <h3 id="family-take-over" className="font-semibold text-maroon-800">
        {t('family.handover.takeTitle')}
      </h3>
      <p className="text-ink-soft">{t('family.handover.takeExplain')}</p>
      {elsewhere && (
        <p id={reasonId} role="note" className="font-medium text-maroon-800">
          {t('family.handover.takeElsewhere')}
        </p>
      )}
      {codeSent ? (
        <form onSubmit={submit} noValidate className="space-y-3">
          {start.isSuccess && (
            <p role="status" className="text-leaf">
              {t('family.handover.startedOwn', { minutes: FAMILY_LIMITS.handoverMinutes })}
            </p>
          )}
          <TextField
            label={t('family.handover.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={failure}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary px-4 py-2"
              disabled={confirm.isPending}
              aria-busy={confirm.isPending || undefined}
            >
              {confirm.isPending && <Spinner />}
              {t('family.handover.confirm')}
            </button>
            <button type="button" className="btn-outline px-4 py-2" disabled={start.isPending} onClick={ask}>
              {t('family.handover.again')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {waiting && (
            <p role="status" className="text-leaf">
              {waiting}
            </p>
          )}
          <HandoverButtons
            label={t('family.handover.take')}
            onPress={ask}
            pending={start.isPending}
            failure={failure}
            icon={<KeyRound className="size-4" aria-hidden="true" />}
            disabled={elsewhere}
            describedBy={elsewhere ? reasonId : undefined}
          >
            {/* The holder may have handed it over, or the wait is over and the code came: enter it. */}
            <button type="button" className="btn-outline px-4 py-2" disabled={elsewhere} onClick={() => setCodeSent(true)}>
              {t('family.handover.haveCode')}
            </button>
          </HandoverButtons>
        </>
      )}
    </section>
  );
}
