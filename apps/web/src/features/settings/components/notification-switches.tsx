import type { PlainKey, PublicUser } from '@inai/shared';
import { SwitchField } from '../../../components/switch-field';
import { useI18n } from '../../../lib/i18n';
import { useSaveSettings } from '../../../lib/session/use-save-settings';

type NotifyFlag = 'notify_interest_received' | 'notify_interest_accepted' | 'notify_chat_message';

const SWITCHES: readonly { field: NotifyFlag; label: PlainKey; help: PlainKey }[] = [
  { field: 'notify_interest_received', label: 'settings.notifyReceived', help: 'settings.notifyReceivedHelp' },
  { field: 'notify_interest_accepted', label: 'settings.notifyAccepted', help: 'settings.notifyAcceptedHelp' },
  { field: 'notify_chat_message', label: 'settings.notifyChat', help: 'settings.notifyChatHelp' },
];

/** The e-mails a member may turn off: a new interest, an accepted one, unread chat messages (1 on, the default). */
export function NotificationSwitches({ user }: { user: PublicUser }) {
  return (
    <div className="-my-4 divide-y divide-maroon-100">
      {SWITCHES.map((s) => (
        <NotificationSwitch key={s.field} user={user} {...s} />
      ))}
    </div>
  );
}

function NotificationSwitch({
  user,
  field,
  label,
  help,
}: {
  user: PublicUser;
  field: NotifyFlag;
  label: PlainKey;
  help: PlainKey;
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
      onChange={(on) => save.mutate({ [field]: on ? 1 : 0 })}
    />
  );
}
