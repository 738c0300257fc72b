import { SwitchField } from '../../../components/switch-field';
import { useActing } from '../../../lib/hooks/use-acting';
import { useI18n } from '../../../lib/i18n';
import { useOwnMail } from '../api/family';

/**
 * A co-manager's own choice of the profile's mails, saved the moment it is flipped. The state is
 * the member view's (`acting.mail`, which the save updates); a server that does not say it yet
 * means on, as a new link is.
 */
export function FamilyOwnMail() {
  const { t } = useI18n();
  const { acting } = useActing();
  const save = useOwnMail();
  const checked = save.isPending ? save.variables : acting?.mail !== false;
  return (
    <div className="rounded-xl px-3 ring-1 ring-maroon-100" data-testid="family-own-mail">
      <SwitchField
        label={t('family.managed.mail')}
        description={t('family.managed.mailHelp')}
        checked={checked}
        busy={save.isPending}
        onChange={(on) => save.mutate(on)}
      />
    </div>
  );
}
