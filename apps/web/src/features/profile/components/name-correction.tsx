import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NAME_CHANGES, nameChangeSchema, type NameChangeInput, type PublicUser } from '@inai/shared';
import { SaveButton } from '../../../components/save-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useCorrectName } from '../api/profile';

/**
 * The member's name in Edit my profile: shown as the specification shows it (not editable in the
 * section's form), with a way to correct a spelling mistake. The server audits each change and
 * allows NAME_CHANGES.max in 30 days; its refusal says when the name may change again
 * (docs/decisions/0064).
 */
export function NameCorrection({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField label={t('profileForm.name')} value={user.name} disabled readOnly />
        </div>
        <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
          {t('nameChange.button')}
        </button>
      </div>
    );
  return <NameForm current={user.name} onDone={() => setOpen(false)} />;
}

function NameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useI18n();
  const correct = useCorrectName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameChangeInput>({ resolver: zodResolver(nameChangeSchema), defaultValues: { name: current } });

  const onSubmit = async ({ name }: NameChangeInput) => {
    try {
      await correct.mutateAsync(name);
      onDone();
    } catch (err) {
      // Every refusal is about the name (the rule, the same name, the month's limit): under the field.
      if (err instanceof ApiError && err.errors.name) applyFieldErrors(err, ['name'] as const, setError);
      else setError('name', { message: failureMessage(err, 'generic.somethingWrong') });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('nameChange.form')} className="space-y-3">
      <TextField
        label={t('nameChange.label')}
        autoComplete="name"
        hint={t('nameChange.hint', { max: NAME_CHANGES.max })}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton busy={isSubmitting}>{t('nameChange.save')}</SaveButton>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t('nameChange.cancel')}
        </button>
      </div>
    </form>
  );
}
