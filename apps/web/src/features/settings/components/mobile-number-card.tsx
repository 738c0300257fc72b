import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  formatMobile,
  mobileChangeSchema,
  textsReach,
  type MemberAnswer,
  type MobileChangeInput,
  type PublicUser,
} from '@inai/shared';
import { phoneInput } from '../../../components/input-presets';
import { MobileCodeEntry, sentCode, type SentCode } from '../../../components/mobile-code-entry';
import { SaveButton } from '../../../components/save-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { mobileApi } from '../../../lib/api/mobile';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/**
 * Settings' Mobile number: the number and whether it is verified; a code to verify it; and
 * Change number, where a code goes to the new number and the old one stays until it is entered.
 * An account whose typed number another account verified has none: it is asked for one
 * (docs/decisions/0055).
 */
export function MobileNumberCard({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const verified = user.phone_verified === true;

  const finished = (answer: MemberAnswer) => {
    setChanging(false);
    setDone(answer.message);
    notify.success(answer.message);
  };

  if (!user.phone) {
    return (
      <div className="max-w-md space-y-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {t('mobileSafety.none')}
          </span>
        </p>
        <p className="text-sm text-ink-soft">{t('mobileSafety.noNumberHelp')}</p>
        <ChangeNumber current="" onChanged={finished} />
      </div>
    );
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-lg font-semibold whitespace-nowrap text-ink" data-testid="own-mobile-number">
          {formatMobile(user.phone)}
        </span>
        {verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-leaf/10 px-2 py-0.5 text-xs font-semibold text-leaf">
            <CircleCheck className="size-3.5 shrink-0" aria-hidden="true" />
            {t('mobile.statusVerified')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
            <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
            {t('mobile.statusNotVerified')}
          </span>
        )}
      </p>
      {textsReach(user.phone) ? (
        <p className="text-sm text-ink-soft">{t('mobile.cardHelp')}</p>
      ) : (
        // Our provider texts Indian numbers only: no code is offered for this one.
        <p className="text-sm text-ink-soft" data-testid="texts-india-only">
          {t('phoneAbroad.noTexts', { phone: formatMobile(user.phone) })}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-xl bg-leaf/10 p-3 text-sm font-medium text-leaf ring-1 ring-leaf/30">
          {done}
        </p>
      )}
      {changing ? (
        <ChangeNumber current={user.phone} onChanged={finished} onCancel={() => setChanging(false)} />
      ) : (
        <>
          {!verified && textsReach(user.phone) && <MobileCodeEntry request={mobileApi.sendCode} onVerified={finished} />}
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setDone(null);
              setChanging(true);
            }}
          >
            {t('mobile.change')}
          </button>
        </>
      )}
    </div>
  );
}

/** The new number; then the code texted to it. */
function ChangeNumber({
  current,
  onChanged,
  onCancel,
}: {
  /** Empty when the account has no number: the form adds one, and there is nothing to go back to. */
  current: string;
  onChanged(answer: MemberAnswer): void;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const helpId = useId();
  const [sent, setSent] = useState<{ phone: string; code: SentCode } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MobileChangeInput>({ resolver: zodResolver(mobileChangeSchema), defaultValues: { phone: '' } });

  const cancel = onCancel && (
    <button type="button" className="btn-outline" onClick={onCancel}>
      {t('mobile.cancel')}
    </button>
  );
  const help = (
    <p id={helpId} className="text-sm text-ink-soft">
      {current ? t('mobile.changeHelp', { phone: formatMobile(current) }) : t('mobileSafety.addHelp')}
    </p>
  );

  if (sent) {
    return (
      <div className="space-y-4">
        {help}
        <MobileCodeEntry request={() => mobileApi.change(sent.phone)} sent={sent.code} onVerified={onChanged} actions={cancel} />
      </div>
    );
  }

  const onSubmit = async ({ phone }: MobileChangeInput) => {
    try {
      const answer = await mobileApi.change(phone);
      setSent({ phone, code: sentCode(answer) });
    } catch (err) {
      // Every refusal here is about the number (the same, another account's, too many codes to
      // it), so it goes under the field, where the member will change it.
      if (err instanceof ApiError && err.errors.phone) applyFieldErrors(err, ['phone'] as const, setError);
      else setError('phone', { message: failureMessage(err, 'generic.somethingWrong') });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t(current ? 'mobile.changeForm' : 'mobileSafety.addForm')}
      aria-describedby={helpId}
      className="space-y-4"
    >
      {help}
      <TextField
        label={t(current ? 'mobile.newNumber' : 'mobileSafety.numberLabel')}
        {...phoneInput}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton busy={isSubmitting}>{t('mobile.sendCode')}</SaveButton>
        {cancel}
      </div>
    </form>
  );
}
