import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_SECTION_FIELDS, profileSocialSchema, type PublicUser } from '@inai/shared';
import type { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { MemberCard } from '../../member/components/member-page';
import { formValues, useSaveSection } from '../use-save-section';
import { SaveButton } from './save-button';

type Values = z.input<typeof profileSocialSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.social as (keyof Values)[];
const LINKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
] as const;

/** Section 4: Social media; its button waits until at least one field is filled. */
export function SocialSection({ user }: { user: PublicUser }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileSocialSchema>>({
    resolver: zodResolver(profileSocialSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
    mode: 'onTouched',
  });
  const save = useSaveSection(setError, FIELDS);
  const anyFilled = Object.values(useWatch({ control })).some((v) => typeof v === 'string' && v.trim() !== '');
  return (
    <MemberCard title="Social media" id="social-media">
      <form onSubmit={handleSubmit(save)} noValidate aria-label="Social media" className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="WhatsApp"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            placeholder="10-digit number"
            error={errors.whatsapp?.message}
            {...register('whatsapp')}
          />
          {LINKS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              type="url"
              placeholder="https://"
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        <SaveButton busy={isSubmitting} disabled={!anyFilled}>
          Save &amp; Complete
        </SaveButton>
      </form>
    </MemberCard>
  );
}
