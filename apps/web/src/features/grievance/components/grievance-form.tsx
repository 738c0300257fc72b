import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckCircle2, Send } from 'lucide-react';
import { GRIEVANCE_PROMISE, GRIEVANCE_SUBJECTS, grievanceSchema, type GrievanceInput } from '@inai/shared';
import { emailInput } from '../../../components/input-presets';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { useSendGrievance } from '../api/grievance';

const SUBJECT_LABELS = {
  account: 'grievance.subject.account',
  profile_content: 'grievance.subject.profile_content',
  privacy: 'grievance.subject.privacy',
  payment: 'grievance.subject.payment',
  other: 'grievance.subjectOther',
} as const;

const FIELDS = ['name', 'email', 'subject', 'description'] as const;
type FormValues = Omit<GrievanceInput, 'subject'> & { subject: GrievanceInput['subject'] | '' };

/**
 * The grievance form: validated with the server's schema, pre-filled with a signed-in member's
 * name and e-mail. On success the reference replaces the form until another is filed.
 */
export function GrievanceForm() {
  const { t } = useI18n();
  const { user } = useMe();
  const empty: FormValues = { name: user?.name ?? '', email: user?.email ?? '', subject: '', description: '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, dirtyFields },
  } = useForm<FormValues, unknown, GrievanceInput>({
    // The select starts empty (''), which the schema refuses with 'Please choose a subject.'.
    resolver: zodResolver(grievanceSchema) as unknown as Resolver<FormValues, unknown, GrievanceInput>,
    defaultValues: empty,
    mode: 'onTouched',
  });

  // The member may be known only after the page opened: fill in what the visitor has not typed.
  useEffect(() => {
    if (!user) return;
    if (!dirtyFields.name && !getValues('name')) reset({ ...getValues(), name: user.name }, { keepDirty: true });
    if (!dirtyFields.email && !getValues('email')) reset({ ...getValues(), email: user.email }, { keepDirty: true });
  }, [user, dirtyFields.name, dirtyFields.email, getValues, reset]);

  const mutation = useSendGrievance({ onError: (err) => applyFieldErrors(err, FIELDS, setError) });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-3">
        <p className="flex items-start gap-2 font-medium text-ink">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
          <span>
            {t('grievance.received', {
              reference: mutation.data.reference,
              hours: GRIEVANCE_PROMISE.acknowledgeHours,
              days: GRIEVANCE_PROMISE.resolveDays,
            })}
          </span>
        </p>
        <p className="text-sm text-ink-soft">{t('grievance.receivedMail', { email: mutation.variables.email })}</p>
        {user && <p className="text-sm text-ink-soft">{t('grievance.receivedMine')}</p>}
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            mutation.reset();
            reset({ name: user?.name ?? '', email: user?.email ?? '', subject: '', description: '' });
          }}
        >
          {t('grievance.another')}
        </button>
      </div>
    );
  }

  const failure = mutation.error
    ? mutation.error instanceof ApiError && mutation.error.status === 429
      ? failureMessage(mutation.error, 'grievance.tooMany')
      : mutation.error instanceof ApiError && mutation.error.status === 400
        ? undefined
        : t('grievance.failed')
    : undefined;

  return (
    <form
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('grievance.form')}
    >
      <TextField label={t('field.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={t('field.email')} {...emailInput} error={errors.email?.message} {...register('email')} />
      <SelectField
        className="sm:col-span-2"
        label={t('grievance.subjectLabel')}
        placeholder={t('grievance.subjectChoose')}
        options={GRIEVANCE_SUBJECTS.map((value) => ({ value, label: t(SUBJECT_LABELS[value]) }))}
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('grievance.descriptionLabel')}
          multiline
          rows={6}
          required
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          <Send className="size-4" aria-hidden="true" />
          {mutation.isPending ? t('grievance.sending') : t('grievance.submit')}
        </button>
      </div>
    </form>
  );
}
