import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { enquirySchema, MESSAGES, type EnquiryInput } from '@inai/shared';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sendEnquiry } from '../api/send-enquiry';

const EMPTY: EnquiryInput = { name: '', email: '', phone: '', message: '' };

/** The enquiry form: validated with the server's own schema; success resets it. */
export function EnquiryForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryInput>({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY, mode: 'onTouched' });

  const mutation = useMutation({
    mutationFn: sendEnquiry,
    onSuccess: () => {
      notify.success(MESSAGES.enquiry.success);
      reset(EMPTY);
    },
    onError: (err) => {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.errors)) {
          if (field in EMPTY) setError(field as keyof EnquiryInput, { message });
        }
        // Too many enquiries: say so, rather than inviting an immediate retry.
        if (err.status === 429) return notify.error(err.message);
      }
      notify.error(MESSAGES.enquiry.failure);
    },
  });

  return (
    <form
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Enquiry form"
    >
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <div className="sm:col-span-2">
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Message" multiline rows={5} required error={errors.message?.message} {...register('message')} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {mutation.isPending ? 'Sending…' : 'Send Enquiry'}
        </button>
      </div>
    </form>
  );
}
