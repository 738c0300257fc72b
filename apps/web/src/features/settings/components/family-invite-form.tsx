import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import {
  DEFAULT_FAMILY_PERMISSIONS,
  FAMILY_PERMISSIONS,
  FAMILY_RELATIONS,
  familyInviteSchema,
  type FamilyInviteInput,
  type FamilyPermissions,
} from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useInvite } from '../api/family';

type InviteFields = Omit<FamilyInviteInput, 'permissions'>;
const FIELDS = ['email', 'relation'] as const;
const EMPTY = { email: '', relation: '' } as unknown as InviteFields;

/**
 * Invite a family member: their address, who they are to the person the profile is for, and what
 * they may do (the server's defaults to start with). A refusal shows under the field it is about;
 * one about the address as a whole (already a member, already invited) under the address. When
 * the profile has no room, the form says why and cannot be sent.
 */
export function FamilyInviteForm({ fullReason }: { fullReason: string | undefined }) {
  const { t } = useI18n();
  const reasonId = useId();
  const invite = useInvite();
  const [permissions, setPermissions] = useState<FamilyPermissions>(DEFAULT_FAMILY_PERMISSIONS);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteFields>({ resolver: zodResolver(familyInviteSchema.omit({ permissions: true })), defaultValues: EMPTY });

  const onSubmit = async (fields: InviteFields) => {
    try {
      await invite.mutateAsync({ ...fields, permissions });
      reset(EMPTY);
      setPermissions(DEFAULT_FAMILY_PERMISSIONS);
    } catch (err) {
      if (err instanceof ApiError && FIELDS.some((field) => Object.hasOwn(err.errors, field)))
        applyFieldErrors(err, FIELDS, setError);
      else setError('email', { message: failureMessage(err, 'generic.somethingWrong') }, { shouldFocus: true });
    }
  };

  const locked = fullReason !== undefined;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="family-invite-title"
      className="space-y-4 rounded-xl p-3 ring-1 ring-maroon-100"
    >
      <h3 id="family-invite-title" className="font-semibold text-maroon-800">
        {t('family.invite.title')}
      </h3>
      {locked && (
        <p id={reasonId} role="note" className="text-sm font-medium text-maroon-800">
          {fullReason}
        </p>
      )}
      <fieldset disabled={locked} className="space-y-4">
        <TextField
          label={t('family.invite.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('family.invite.relation')}
          placeholder={t('family.invite.relationChoose')}
          required
          options={FAMILY_RELATIONS.map((value) => ({ value, label: t(`family.relation.${value}`) }))}
          error={errors.relation?.message}
          {...register('relation')}
        />
        <div>
          <p className="field-label">{t('family.invite.permissions')}</p>
          <div className="divide-y divide-maroon-100">
            {FAMILY_PERMISSIONS.map((permission) => (
              <SwitchField
                key={permission}
                label={t(`family.perm.${permission}`)}
                description={t(`family.perm.${permission}Help`)}
                checked={permissions[permission]}
                lockedBy={locked ? reasonId : undefined}
                onChange={(on) => setPermissions((now) => ({ ...now, [permission]: on }))}
              />
            ))}
          </div>
        </div>
      </fieldset>
      <button
        type="submit"
        className="btn-primary"
        disabled={isSubmitting || locked}
        aria-busy={isSubmitting || undefined}
        aria-describedby={locked ? reasonId : undefined}
      >
        {isSubmitting ? <Spinner /> : <Send className="size-4" aria-hidden="true" />}
        {t('family.invite.submit')}
      </button>
    </form>
  );
}
