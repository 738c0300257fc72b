import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_SECTION_FIELDS, profileSocialSchema, type PlainKey, type PublicUser } from '@inai/shared';
import type { z } from 'zod';
import { MemberCard } from '../../../components/member-page';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { formValues } from '../../../lib/forms/form-values';
import { useI18n } from '../../../lib/i18n';
import { useSaveSection } from '../api/profile';

type Values = z.input<typeof profileSocialSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.social as (keyof Values)[];
const LINKS: readonly (readonly [Exclude<keyof Values, 'whatsapp'>, PlainKey])[] = [
  ['facebook', 'social.facebook'],
  ['instagram', 'social.instagram'],
  ['twitter', 'social.x'],
  ['youtube', 'social.youtube'],
  ['linkedin', 'social.linkedin'],
];
/** The start of every link; the same in every language. */
const LINK_PLACEHOLDER = 'https://';

/** Section 4: Social media; its button waits, saying why, until at least one field is filled. */
export function SocialSection({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const hintId = useId();
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
  const save = useSaveSection('social', setError, FIELDS);
  const anyFilled = Object.values(useWatch({ control })).some((v) => typeof v === 'string' && v.trim() !== '');
  return (
    <MemberCard title={t('editProfile.socialMedia')} id="social-media">
      <form onSubmit={handleSubmit(save)} noValidate aria-label={t('editProfile.socialMedia')} className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('social.whatsapp')}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            placeholder={t('profileForm.whatsappPlaceholder')}
            error={errors.whatsapp?.message}
            {...register('whatsapp')}
          />
          {LINKS.map(([name, label]) => (
            <TextField
              key={name}
              label={t(label)}
              type="url"
              placeholder={LINK_PLACEHOLDER}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="submit"
            className="btn-primary"
            disabled={isSubmitting || !anyFilled}
            title={anyFilled ? undefined : t('editProfile.fillOneLink')}
            aria-describedby={anyFilled ? undefined : hintId}
          >
            {isSubmitting && <Spinner />}
            {t('editProfile.saveComplete')}
          </button>
          {!anyFilled && (
            <p id={hintId} className="min-w-0 text-sm break-words text-ink-soft">
              {t('editProfile.fillOneLink')}
            </p>
          )}
        </div>
      </form>
    </MemberCard>
  );
}
