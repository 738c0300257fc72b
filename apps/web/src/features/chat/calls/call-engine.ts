import type { CallClientFrame, CallEndReason, CallMedia, FamilyRelation, IceServersAnswer } from '@inai/shared';
import type { CallSignal } from '../../../lib/chat/call-signal';
import { mediaConstraints, mediaProblemOf, type MediaProblem } from './call-media';
import { createWeakNetworkWatch, outgoingVideoBytes } from './weak-network';

/**
 * One call at a time on this screen, from the first click (or ring) to its end, as a small store
 * the call screens read (docs/decisions/0077-calls-signalled-over-chat.md). The server passes the
 * frames between the two browsers and decides who may call; this side asks for the microphone and
 * camera, makes the WebRTC connection with the relay's servers, and says each end in words.
 */

/** Who the other side is, as the chat shows them. */
export interface CallPeer {
  name: string;
  picture: string | null;
  blurred: boolean;
  gender: string | null;
}

/** Why a call ended here: the server's reason, or this browser's own trouble. */
export type CallEnd = CallEndReason | MediaProblem | 'missed' | 'offline' | 'refused';

export type CallPhase =
  | 'idle'
  /** The caller reads what the browser will ask for, before it asks. */
  | 'explain'
  /** Asking for the microphone and camera, and for the relay's servers. */
  | 'preparing'
  /** The invite went; `ringing` once the server said the other's screens ring. */
  | 'outgoing'
  /** This member's screen rings. */
  | 'incoming'
  /** Answered; the browsers are finding each other. */
  | 'connecting'
  | 'live'
  | 'ended';

export interface CallState {
  phase: CallPhase;
  direction: 'out' | 'in';
  callId: string | null;
  conversationId: number | null;
  /** The other member's id (the caller's, for a ring). */
  otherId: number | null;
  media: CallMedia;
  peer: CallPeer | null;
  /** Who of the caller's family rings (null: the member themselves). */
  byRelation: FamilyRelation | null;
  ringing: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** The outgoing bitrate stayed low: offer to turn the camera off. */
  weak: boolean;
  /** When the media connected (for the timer). */
  liveSince: number | null;
  end: CallEnd | null;
  /** A refused frame's words (the server's code, read by the screen). */
  refusal: { code: string; message: string } | null;
  local: MediaStream | null;
  remote: MediaStream | null;
}

export interface CallEnvironment {
  send(frame: CallClientFrame): boolean;
  iceServers(): Promise<IceServersAnswer>;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  relayOnly(): boolean;
  newId(): string;
  /** How long the browsers may take to connect once answered before the call counts as failed. */
  connectMs?: number;
  /** How often the outgoing bitrate is read during a video call. */
  statsMs?: number;
}

const IDLE: CallState = {
  phase: 'idle',
  direction: 'out',
  callId: null,
  conversationId: null,
  otherId: null,
  media: 'audio',
  peer: null,
  byRelation: null,
  ringing: false,
  muted: false,
  cameraOff: false,
  weak: false,
  liveSince: null,
  end: null,
  refusal: null,
  local: null,
  remote: null,
};

export function createCallEngine(env: CallEnvironment) {
  let state: CallState = IDLE;
  const listeners = new Set<() => void>();
  let myId: number | null = null;
  let pc: RTCPeerConnection | null = null;
  let pendingCandidates: RTCIceCandidateInit[] = [];
  let haveRemote = false;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let statsTimer: ReturnType<typeof setInterval> | undefined;
  let weakAsked = false;
  /** Bumped at every new call and end, so a late await of an old call does nothing. */
  let epoch = 0;

  const set = (changes: Partial<CallState>) => {
    state = { ...state, ...changes };
    for (const l of listeners) l();
  };
  const busyHere = () => !['idle', 'explain', 'ended'].includes(state.phase);

  function release() {
    clearTimeout(connectTimer);
    clearInterval(statsTimer);
    connectTimer = undefined;
    statsTimer = undefined;
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
    }
    pc = null;
    pendingCandidates = [];
    haveRemote = false;
    weakAsked = false;
    for (const track of state.local?.getTracks() ?? []) track.stop();
  }

  /** Ends here: closes the connection and the devices, and says why. `null` goes back to idle quietly. */
  function finish(end: CallEnd | null, refusal: CallState['refusal'] = null) {
    epoch += 1;
    release();
    if (end === null) set({ ...IDLE });
    else set({ phase: 'ended', end, refusal, local: null, remote: null, ringing: false, weak: false, liveSince: null });
  }

  function sendOrFail(frame: CallClientFrame): boolean {
    if (env.send(frame)) return true;
    finish('offline');
    return false;
  }

  async function openDevices(): Promise<MediaStream | null> {
    const mine = epoch;
    try {
      const stream = await env.getUserMedia(mediaConstraints(state.media));
      if (mine !== epoch) {
        for (const track of stream.getTracks()) track.stop();
        return null;
      }
      set({ local: stream });
      return stream;
    } catch (err) {
      if (mine === epoch) finish(mediaProblemOf(err));
      return null;
    }
  }

  async function makePeer(stream: MediaStream): Promise<RTCPeerConnection | null> {
    const mine = epoch;
    let servers: IceServersAnswer;
    try {
      servers = await env.iceServers();
    } catch (err) {
      if (mine === epoch) finish('refused', refusalOf(err));
      return null;
    }
    if (mine !== epoch) return null;
    const peer = env.createPeer({
      iceServers: servers.iceServers,
      iceTransportPolicy: env.relayOnly() ? 'relay' : 'all',
    });
    pc = peer;
    for (const track of stream.getTracks()) peer.addTrack(track, stream);
    peer.onicecandidate = (event) => {
      if (!state.callId) return;
      const json = event.candidate?.toJSON();
      env.send({
        type: 'call.ice',
        call_id: state.callId,
        candidate: json ? { ...json, candidate: json.candidate ?? '' } : null,
      });
    };
    peer.ontrack = (event) => {
      const remote = event.streams[0] ?? state.remote ?? new MediaStream();
      if (!event.streams[0] && !remote.getTracks().includes(event.track)) remote.addTrack(event.track);
      set({ remote });
    };
    peer.onconnectionstatechange = () => {
      if (peer !== pc) return;
      if (peer.connectionState === 'connected' && state.phase === 'connecting') {
        clearTimeout(connectTimer);
        set({ phase: 'live', liveSince: Date.now() });
        watchBitrate(peer);
      } else if (peer.connectionState === 'failed') failMedia();
    };
    return peer;
  }

  /** The browsers never found each other (or lost each other for good): the entry says failed. */
  function failMedia() {
    if (state.callId) env.send({ type: 'call.end', call_id: state.callId, reason: 'failed' });
    finish('failed');
  }

  function startConnectClock() {
    clearTimeout(connectTimer);
    connectTimer = setTimeout(() => {
      if (state.phase === 'connecting') failMedia();
    }, env.connectMs ?? 30_000);
  }

  function watchBitrate(peer: RTCPeerConnection) {
    if (state.media !== 'video') return;
    const watch = createWeakNetworkWatch();
    statsTimer = setInterval(() => {
      if (peer !== pc || state.cameraOff || weakAsked) return;
      outgoingVideoBytes(peer).then(
        (bytes) => {
          if (bytes === undefined || peer !== pc) return;
          if (watch.reading(bytes, Date.now()) && !weakAsked) {
            weakAsked = true;
            set({ weak: true });
          }
        },
        () => undefined,
      );
    }, env.statsMs ?? 3_000);
  }

  async function addCandidate(candidate: RTCIceCandidateInit | null) {
    if (!pc) return;
    if (!haveRemote) {
      if (candidate) pendingCandidates.push(candidate);
      return;
    }
    try {
      await pc.addIceCandidate(candidate ?? undefined);
    } catch {
      // A candidate the browser cannot use is skipped; the others may still connect.
    }
  }

  async function remoteDescribed() {
    haveRemote = true;
    for (const candidate of pendingCandidates.splice(0)) await addCandidate(candidate);
  }

  async function onOffer(sdp: string) {
    if (!pc || state.direction !== 'in') return;
    const mine = epoch;
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp });
      await remoteDescribed();
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      if (mine === epoch && state.callId) env.send({ type: 'call.answer', call_id: state.callId, sdp: answer.sdp ?? '' });
    } catch {
      if (mine === epoch) failMedia();
    }
  }

  async function onAccepted() {
    if (state.phase !== 'outgoing' || !state.local) return;
    set({ phase: 'connecting' });
    startConnectClock();
    const mine = epoch;
    const peer = await makePeer(state.local);
    if (!peer || mine !== epoch) return;
    try {
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      if (mine === epoch && state.callId) env.send({ type: 'call.offer', call_id: state.callId, sdp: offer.sdp ?? '' });
    } catch {
      if (mine === epoch) failMedia();
    }
  }

  async function onAnswer(sdp: string) {
    if (!pc || state.direction !== 'out') return;
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp });
      await remoteDescribed();
    } catch {
      failMedia();
    }
  }

  function onSignal(frame: CallSignal) {
    if (frame.type === 'call.ring') {
      if (frame.call_id === state.callId) return set({ ringing: true });
      // The caller's own ring (another screen of the same member), or a ring while a call is on here.
      if (frame.caller_id === myId || busyHere()) return;
      if (state.phase === 'ended' || state.phase === 'explain') release();
      epoch += 1;
      return set({
        ...IDLE,
        phase: 'incoming',
        direction: 'in',
        callId: frame.call_id,
        conversationId: frame.conversation_id,
        otherId: frame.caller_id,
        media: frame.media,
        byRelation: frame.by_relation,
      });
    }
    if (frame.call_id !== state.callId || state.phase === 'ended') return;
    switch (frame.type) {
      case 'call.accept':
        void onAccepted();
        return;
      case 'call.busy':
        return finish('busy');
      case 'call.offer':
        void onOffer(frame.sdp);
        return;
      case 'call.answer':
        void onAnswer(frame.sdp);
        return;
      case 'call.ice':
        void addCandidate(frame.candidate);
        return;
      case 'call.end': {
        // A ring that stopped before this screen answered was a missed call; another screen's answer is no news.
        if (frame.reason === 'answered_elsewhere') return finish(null);
        if (state.phase === 'incoming' && ['cancelled', 'no_answer', 'connection_lost', 'busy'].includes(frame.reason))
          return finish('missed');
        if (state.phase === 'incoming' && frame.reason === 'declined') return finish(null);
        return finish(frame.reason);
      }
      case 'error':
        // A refused frame ends the call here only while it was starting; later ones follow a call.end.
        if (state.phase === 'preparing' || state.phase === 'outgoing' || state.phase === 'incoming')
          return finish('refused', { code: frame.code, message: frame.message });
        return;
      default:
        return;
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setMe(id: number | null) {
      myId = id;
    },
    onSignal,
    /** The caller pressed a call button: first say what the browser will ask for. */
    prepare(conversationId: number, otherId: number, peer: CallPeer, media: CallMedia) {
      if (busyHere()) return;
      if (state.phase === 'ended') release();
      epoch += 1;
      set({ ...IDLE, phase: 'explain', direction: 'out', conversationId, otherId, peer, media });
    },
    /** "Call now": the devices, the relay's servers, then the invite. */
    async start() {
      if (state.phase !== 'explain' || state.conversationId === null) return;
      set({ phase: 'preparing' });
      const stream = await openDevices();
      if (!stream) return;
      const callId = env.newId();
      set({ callId });
      if (sendOrFail({ type: 'call.invite', call_id: callId, conversation_id: state.conversationId, media: state.media }))
        set({ phase: 'outgoing' });
    },
    /** Answer: the devices first (the ring screen said so), then the connection, then the accept. */
    async accept() {
      if (state.phase !== 'incoming' || !state.callId) return;
      const callId = state.callId;
      set({ phase: 'preparing' });
      const stream = await openDevices();
      if (!stream) {
        // Without a microphone the call cannot go on; the caller hears it declined.
        env.send({ type: 'call.decline', call_id: callId });
        return;
      }
      const peer = await makePeer(stream);
      if (!peer) {
        env.send({ type: 'call.decline', call_id: callId });
        return;
      }
      if (state.callId !== callId) return;
      set({ phase: 'connecting' });
      startConnectClock();
      sendOrFail({ type: 'call.accept', call_id: callId });
    },
    decline() {
      if (state.phase !== 'incoming' || !state.callId) return;
      env.send({ type: 'call.decline', call_id: state.callId });
      finish(null);
    },
    /** Hang up, or stop calling before an answer. */
    hangUp() {
      const { phase, callId } = state;
      if (phase === 'explain') return finish(null);
      if (!callId) return finish(null);
      if (phase === 'preparing' || phase === 'outgoing') {
        if (state.direction === 'out') env.send({ type: 'call.cancel', call_id: callId });
        else env.send({ type: 'call.decline', call_id: callId });
        return finish(null);
      }
      if (phase === 'connecting' || phase === 'live') {
        env.send({ type: 'call.end', call_id: callId, reason: 'hung_up' });
        return finish('hung_up');
      }
      finish(null);
    },
    toggleMute() {
      const muted = !state.muted;
      for (const track of state.local?.getAudioTracks() ?? []) track.enabled = !muted;
      set({ muted });
    },
    toggleCamera() {
      const cameraOff = !state.cameraOff;
      for (const track of state.local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
      set({ cameraOff, weak: false });
    },
    /** The weak-network offer answered: camera off, or keep the video (and do not ask again). */
    answerWeak(turnOff: boolean) {
      if (turnOff && !state.cameraOff) {
        for (const track of state.local?.getVideoTracks() ?? []) track.enabled = false;
        return set({ cameraOff: true, weak: false });
      }
      set({ weak: false });
    },
    /** Closes the "call ended" words. */
    dismiss() {
      if (state.phase === 'ended') finish(null);
    },
  };
}

export type CallEngine = ReturnType<typeof createCallEngine>;

function refusalOf(err: unknown): CallState['refusal'] {
  const e = err as { code?: string; message?: string; status?: number };
  return { code: e.code ?? (e.status === 0 ? 'network' : 'unknown'), message: e.message ?? '' };
}
