import type { PlainKey, PublicUser } from '@inai/shared';
import { AccountFlagSwitch } from '../../../components/account-flag-switch';

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
        <AccountFlagSwitch key={s.field} user={user} {...s} />
      ))}
    </div>
  );
}
