import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { enquirySchema, type EnquiryInput } from '@inai/shared';
import { emailInput, phoneInput } from '../../../components/input-presets';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSendEnquiry } from '../api/enquiry';

const EMPTY: EnquiryInput = { name: '', email: '', phone: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof EnquiryInput)[];

/** The enquiry form: validated with the server's own schema; success resets it. */
export function EnquiryForm() {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryInput>({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY, mode: 'onTouched' });

  const mutation = useSendEnquiry({
    onSent: () => reset(EMPTY),
    onError: (err) => applyFieldErrors(err, FIELDS, setError),
  });

  return (
    <form
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('enquiry.form')}
    >
      <TextField label={t('field.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={t('field.email')} {...emailInput} error={errors.email?.message} {...register('email')} />
      <div className="sm:col-span-2">
        <TextField label={t('field.phone')} {...phoneInput} error={errors.phone?.message} {...register('phone')} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('field.message')}
          multiline
          rows={5}
          required
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {mutation.isPending ? t('enquiry.sending') : t('enquiry.send')}
        </button>
      </div>
    </form>
  );
}
