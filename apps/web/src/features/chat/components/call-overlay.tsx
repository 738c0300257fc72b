import { useEffect, useId, useRef, useState } from 'react';
import { Mic, MicOff, Phone, PhoneOff, Video, VideoOff, X } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { relayOnly, setRelayOnly } from '../calls/call-media';
import type { CallPeer, CallState } from '../calls/call-engine';
import { callSession, useCallState } from '../calls/call-session';
import { callDuration, callEndText, callerRelationText } from '../calls/call-words';
import { useCallPeer } from '../hooks/use-call-peer';
import { useSpeaker, useSpeakers } from '../hooks/use-speakers';
import { MemberAvatar } from './member-avatar';

/**
 * The call over every member screen: what the browser will ask for (before it asks), the ring
 * with Answer and Decline, the call itself (their video or picture, mute, camera, hang up), and
 * why it ended. Loaded with the first ring or call button, never with the first page.
 */
export default function CallOverlay() {
  const state = useCallState();
  const { user } = useMe();
  useEffect(() => callSession.setMe(user?.id ?? null), [user?.id]);
  if (state.phase === 'idle') return null;
  return <CallScreen state={state} />;
}

function CallScreen({ state }: { state: CallState }) {
  const { t } = useI18n();
  const peer = useCallPeer(state);
  const name = peer?.name ?? t('calls.someone');
  const titleId = useId();
  const video = state.media === 'video';
  const showVideo = video && (state.phase === 'live' || state.phase === 'connecting');
  const [speaker, setSpeaker] = useState('');
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="call-screen"
      data-phase={state.phase}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/80 p-3"
    >
      <div className="relative flex max-h-full w-full max-w-lg flex-col overflow-y-auto rounded-2xl bg-white shadow-xl">
        {showVideo ? (
          <RemoteVideo stream={state.remote} label={t('calls.theirVideo', { name })} speaker={speaker} />
        ) : (
          <div className="flex flex-col items-center gap-2 bg-maroon-800 px-4 pt-6 pb-4 text-white">
            <MemberAvatar
              name={name}
              picture={peer?.picture ?? null}
              blurred={peer?.blurred ?? false}
              alt={t('chat.photoOf', { name })}
              size="size-24"
            />
            <RemoteAudio stream={state.remote} speaker={speaker} />
          </div>
        )}
        {video && state.local && state.phase !== 'ended' && !state.cameraOff && <LocalPreview stream={state.local} />}
        <div className="space-y-3 p-4">
          <h2 id={titleId} className="text-lg font-semibold break-words text-maroon-800" data-testid="call-title">
            {title(t, state, name)}
          </h2>
          <Body state={state} peer={peer} />
          {(state.phase === 'live' || state.phase === 'connecting') && <SpeakerChoice value={speaker} onChange={setSpeaker} />}
        </div>
      </div>
    </div>
  );
}

function title(t: ReturnType<typeof useI18n>['t'], state: CallState, name: string): string {
  switch (state.phase) {
    case 'explain':
      return `${t(state.media === 'video' ? 'calls.video' : 'calls.voice')}: ${name}`;
    case 'incoming':
      return t(state.media === 'video' ? 'calls.incoming.video' : 'calls.incoming.audio', { name });
    case 'preparing':
    case 'outgoing':
      return state.direction === 'in'
        ? t('calls.connecting')
        : state.ringing
          ? t('calls.ringing', { name })
          : t('calls.calling', { name });
    case 'connecting':
      return t('calls.connecting');
    case 'live':
      return name;
    default:
      return t(state.media === 'video' ? 'calls.video' : 'calls.voice');
  }
}

function Body({ state, peer }: { state: CallState; peer: CallPeer | null }) {
  const { t } = useI18n();
  const name = peer?.name ?? t('calls.someone');
  switch (state.phase) {
    case 'explain':
      return (
        <>
          <p className="text-ink" data-testid="call-explain">
            {t(state.media === 'video' ? 'calls.explain.video' : 'calls.explain.audio', { name })}
          </p>
          <p className="text-sm text-ink-soft">{t('calls.explain.private')}</p>
          <RelayOnlySwitch />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => void callSession.start()} data-testid="call-start">
              <Phone className="size-4" aria-hidden="true" />
              {t('calls.start')}
            </button>
            <button type="button" className="btn-outline" onClick={callSession.hangUp}>
              {t('calls.cancel')}
            </button>
          </div>
        </>
      );
    case 'incoming': {
      const relation = callerRelationText(t, state.byRelation, peer?.gender);
      return (
        <>
          {relation && (
            <p className="font-medium text-maroon-700" data-testid="call-relation">
              {relation}
            </p>
          )}
          <p className="text-sm text-ink">
            {t(state.media === 'video' ? 'calls.answerExplain.video' : 'calls.answerExplain.audio')}
          </p>
          <RelayOnlySwitch />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary bg-green-700 hover:bg-green-800"
              onClick={() => void callSession.accept()}
              data-testid="call-accept"
            >
              <Phone className="size-4" aria-hidden="true" />
              {t('calls.accept')}
            </button>
            <button type="button" className="btn-outline" onClick={callSession.decline} data-testid="call-decline">
              <PhoneOff className="size-4" aria-hidden="true" />
              {t('calls.decline')}
            </button>
          </div>
        </>
      );
    }
    case 'ended':
      return (
        <>
          <p role="alert" className="text-ink" data-testid="call-ended" data-reason={state.end ?? ''}>
            {state.end === 'refused' || !state.end
              ? failureMessage(new ApiError(400, state.refusal?.message ?? '', state.refusal?.code), 'calls.ended.failed')
              : callEndText(t, state.end, peer)}
          </p>
          <button type="button" className="btn-outline" onClick={callSession.dismiss} data-testid="call-close">
            <X className="size-4" aria-hidden="true" />
            {t('calls.close')}
          </button>
        </>
      );
    default:
      return <Controls state={state} />;
  }
}

function Controls({ state }: { state: CallState }) {
  const { t } = useI18n();
  const video = state.media === 'video';
  return (
    <>
      {state.phase === 'live' && <Timer since={state.liveSince} />}
      {state.weak && (
        <div className="rounded-xl bg-gold-100 p-3 text-sm" role="status" data-testid="call-weak">
          <p>{t('calls.weak')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-primary px-3 py-1.5" onClick={() => callSession.answerWeak(true)}>
              {t('calls.weakYes')}
            </button>
            <button type="button" className="btn-outline px-3 py-1.5" onClick={() => callSession.answerWeak(false)}>
              {t('calls.weakNo')}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {state.local && (
          <button
            type="button"
            className="btn-outline"
            aria-pressed={state.muted}
            onClick={callSession.toggleMute}
            data-testid="call-mute"
          >
            {state.muted ? <MicOff className="size-4" aria-hidden="true" /> : <Mic className="size-4" aria-hidden="true" />}
            {t(state.muted ? 'calls.unmute' : 'calls.mute')}
          </button>
        )}
        {video && state.local && (
          <button
            type="button"
            className="btn-outline"
            aria-pressed={state.cameraOff}
            onClick={callSession.toggleCamera}
            data-testid="call-camera"
          >
            {state.cameraOff ? (
              <VideoOff className="size-4" aria-hidden="true" />
            ) : (
              <Video className="size-4" aria-hidden="true" />
            )}
            {t(state.cameraOff ? 'calls.cameraOn' : 'calls.cameraOff')}
          </button>
        )}
        <button
          type="button"
          className="btn-primary bg-red-700 hover:bg-red-800"
          onClick={callSession.hangUp}
          data-testid="call-hang-up"
        >
          <PhoneOff className="size-4" aria-hidden="true" />
          {t('calls.hangUp')}
        </button>
      </div>
    </>
  );
}

function Timer({ since }: { since: number | null }) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-center text-sm text-ink-soft tabular-nums" data-testid="call-timer">
      {callDuration(t, since === null ? 0 : (now - since) / 1_000)}
    </p>
  );
}

function RemoteVideo({ stream, label, speaker }: { stream: MediaStream | null; label: string; speaker: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useSpeaker(ref, speaker);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      aria-label={label}
      data-testid="call-remote-video"
      className="aspect-[4/3] w-full rounded-t-2xl bg-ink object-cover"
    />
  );
}

function RemoteAudio({ stream, speaker }: { stream: MediaStream | null; speaker: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useSpeaker(ref, speaker);
  return <audio ref={ref} autoPlay data-testid="call-remote-audio" />;
}

function LocalPreview({ stream }: { stream: MediaStream }) {
  const { t } = useI18n();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted
      aria-label={t('calls.myVideo')}
      data-testid="call-local-video"
      className="absolute top-3 right-3 aspect-[3/4] w-20 rounded-lg bg-ink object-cover ring-2 ring-white sm:w-28"
    />
  );
}

/** "Hide my network address (relay only)", kept on this device (docs/decisions/0077-calls-signalled-over-chat.md). */
function RelayOnlySwitch() {
  const { t } = useI18n();
  const id = useId();
  const [on, setOn] = useState(relayOnly);
  return (
    <div className="rounded-xl bg-cream p-3 text-sm">
      <label htmlFor={id} className="flex items-start gap-2 font-medium text-ink">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4"
          checked={on}
          data-testid="call-relay-only"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setOn(e.target.checked);
            setRelayOnly(e.target.checked);
          }}
        />
        {t('calls.relayOnly')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-ink-soft">
        {t('calls.relayOnlyHint')}
      </p>
    </div>
  );
}

/** Where the other side's voice plays, where the browser lets the page choose and there is a choice. */
function SpeakerChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const outputs = useSpeakers();
  if (outputs.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-ink">
        {t('calls.speaker')}
      </label>
      <select
        id={id}
        className="min-w-0 flex-1 rounded-lg border border-maroon-200 px-2 py-1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {outputs.map((o, i) => (
          <option key={o.deviceId} value={o.deviceId === 'default' ? '' : o.deviceId}>
            {o.label || `${t('calls.speaker')} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}
