/** English: voice and video calls (the buttons, the call screen, the ringing screen, the log's entries). All ours. */
export const CALLS_TEXTS = {
  'calls.voice': 'Voice call', // ours
  'calls.video': 'Video call', // ours
  'calls.callName': 'Call {name}', // ours
  // Why the call buttons are off, as the composer says why writing is.
  'calls.refused.platinum': 'Voice and video calls come with the Platinum plan.', // ours
  'calls.refused.otherPlan': '{name} cannot take calls yet: their plan does not include them.', // ours
  'calls.refused.offline': 'Calls need the live connection, which is not open right now. Please reload the page.', // ours
  'calls.refused.browser': 'This browser cannot make calls. Please use a recent Chrome, Firefox or Safari.', // ours
  // The permission prompt, explained before the browser asks.
  'calls.explain.audio': 'We will ask your browser for the microphone, so that {name} can hear you.', // ours
  'calls.explain.video': 'We will ask your browser for the microphone and camera, so that {name} can hear and see you.', // ours
  'calls.explain.private': 'Nothing of the call is recorded. Your mobile number stays hidden.', // ours
  'calls.start': 'Call now', // ours
  'calls.cancel': 'Cancel', // ours
  'calls.relayOnly': 'Hide my network address (relay only)', // ours
  'calls.relayOnlyHint':
    'The call then goes through our relay, so the other side never sees your internet address. It may sound a little less clear.', // ours
  // The screens of a call.
  'calls.calling': 'Calling {name}…', // ours
  'calls.ringing': 'Ringing at {name}…', // ours
  'calls.connecting': 'Connecting…', // ours
  'calls.incoming.audio': '{name} is calling you (voice call)', // ours
  'calls.incoming.video': '{name} is calling you (video call)', // ours
  'calls.someone': 'A member', // ours
  'calls.by.her': 'Calling: her {relation}', // ours
  'calls.by.his': 'Calling: his {relation}', // ours
  'calls.by.their': 'Calling: their {relation}', // ours
  'calls.by.self.her': 'Calling: the bride herself', // ours
  'calls.by.self.his': 'Calling: the groom himself', // ours
  'calls.by.self.their': 'Calling: the person the profile is for', // ours
  'calls.accept': 'Answer', // ours
  'calls.decline': 'Decline', // ours
  'calls.answerExplain.audio': 'When you answer, we will ask your browser for the microphone.', // ours
  'calls.answerExplain.video': 'When you answer, we will ask your browser for the microphone and camera.', // ours
  'calls.mute': 'Mute', // ours
  'calls.unmute': 'Unmute', // ours
  'calls.cameraOff': 'Camera off', // ours
  'calls.cameraOn': 'Camera on', // ours
  'calls.hangUp': 'Hang up', // ours
  'calls.close': 'Close', // ours
  'calls.speaker': 'Sound plays on', // ours
  'calls.theirVideo': 'Video of {name}', // ours
  'calls.myVideo': 'Your camera', // ours
  'calls.weak': 'Your connection is weak. Turn your camera off to keep the voice clear?', // ours
  'calls.weakYes': 'Turn camera off', // ours
  'calls.weakNo': 'Keep video', // ours
  // Why a call ended, in words.
  'calls.ended.hung_up': 'The call has ended.', // ours
  'calls.ended.cancelled': 'You missed a call from {name}.', // ours
  'calls.ended.no_answer': '{name} did not answer. Please try again later.', // ours
  'calls.ended.missed': 'You missed a call from {name}.', // ours
  'calls.ended.busy': '{name} is on another call. Please try again later.', // ours
  'calls.ended.declined': '{name} declined the call.', // ours
  'calls.ended.answered_elsewhere': 'You answered this call on another screen.', // ours
  'calls.ended.blocked': 'The call has ended: one of you blocked the other.', // ours
  'calls.ended.unavailable': 'The call has ended: calling is no longer open between you.', // ours
  'calls.ended.connection_lost': 'The call has ended: the connection was lost.', // ours
  'calls.ended.failed': 'The call could not connect. Please check your internet and try again.', // ours
  'calls.ended.denied':
    'Your browser did not allow the microphone or camera. Please allow them in the browser’s site settings (the lock beside the address) and try again.', // ours
  'calls.ended.noDevice': 'We found no microphone or camera on this device. Please connect one and try again.', // ours
  'calls.ended.mediaFailed': 'We could not start your microphone or camera. Please close other apps using them and try again.', // ours
  'calls.ended.offline': 'The call could not start: the live connection is not open. Please reload the page.', // ours
  // The log's entries, in the history and the chat list.
  'calls.entry.completed': '{duration}', // ours
  'calls.entry.missedMine': 'No answer', // ours
  'calls.entry.missedTheirs': 'Missed call', // ours
  'calls.entry.declinedMine': 'Declined', // ours
  'calls.entry.declinedTheirs': 'You declined', // ours
  'calls.entry.failed': 'Could not connect', // ours
  'calls.entry.dropped': 'Cut off after {duration}', // ours
  'calls.duration.seconds': '{seconds} s', // ours
  'calls.duration.minutes': '{minutes} min {seconds} s', // ours
} as const;
