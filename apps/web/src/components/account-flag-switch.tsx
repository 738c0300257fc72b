import type { PlainKey, PublicUser } from '@inai/shared';
import { useSaveSettings, type AccountSettings } from '../lib/api/account-settings';
import { useI18n } from '../lib/i18n';
import { SwitchField } from './switch-field';

/** A 0/1 flag of the member's own account (privacy switches, e-mail notifications). */
export type AccountFlag = keyof AccountSettings;

/**
 * One account flag as a switch, saved the moment it is flipped. While the save runs the switch
 * shows where it is going; a refusal puts it back. `lockedBy` names the notice saying why it is off limits.
 */
export function AccountFlagSwitch({
  user,
  field,
  label,
  help,
  lockedBy,
}: {
  user: PublicUser;
  field: AccountFlag;
  label: PlainKey;
  help: PlainKey;
  lockedBy?: string;
}) {
  const { t } = useI18n();
  const save = useSaveSettings();
  const checked = save.isPending ? save.variables[field] === 1 : user[field] === 1;
  return (
    <SwitchField
      label={t(label)}
      description={t(help)}
      checked={checked}
      busy={save.isPending}
      lockedBy={lockedBy}
      onChange={(on) => save.mutate({ [field]: on ? 1 : 0 })}
    />
  );
}
