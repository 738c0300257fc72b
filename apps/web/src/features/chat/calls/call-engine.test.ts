import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallClientFrame, IceServersAnswer } from '@inai/shared';
import { createCallEngine, type CallEnvironment } from './call-engine';

const CALL = '11111111-2222-4333-8444-555555555555';

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

function fakeStream(media: 'audio' | 'video') {
  const tracks = [new FakeTrack('audio'), ...(media === 'video' ? [new FakeTrack('video')] : [])];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream & { tracks: FakeTrack[] };
}

class FakePeer {
  connectionState = 'new';
  closed = false;
  added: RTCIceCandidateInit[] = [];
  remote: RTCSessionDescriptionInit | undefined;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack() {}
  createOffer = async () => ({ type: 'offer', sdp: 'offer-sdp' });
  createAnswer = async () => ({ type: 'answer', sdp: 'answer-sdp' });
  setLocalDescription = async () => undefined;
  setRemoteDescription = async (d: RTCSessionDescriptionInit) => {
    this.remote = d;
  };
  addIceCandidate = async (c?: RTCIceCandidateInit) => {
    if (c) this.added.push(c);
  };
  close() {
    this.closed = true;
  }
  connect(state: string) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

let sent: CallClientFrame[];
let peers: FakePeer[];
let streams: ReturnType<typeof fakeStream>[];
let env: CallEnvironment;
const servers: IceServersAnswer = {
  success: true,
  ttl: 3600,
  iceServers: [{ urls: ['turn:127.0.0.1:3478'], username: 'u', credential: 'c' }],
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const peer = { name: 'Divya', picture: null, blurred: false, gender: 'Female' };

beforeEach(() => {
  sent = [];
  peers = [];
  streams = [];
  env = {
    send: (frame) => {
      sent.push(frame);
      return true;
    },
    iceServers: async () => servers,
    getUserMedia: async (c) => {
      const s = fakeStream(c.video ? 'video' : 'audio');
      streams.push(s);
      return s;
    },
    createPeer: (config) => {
      const p = new FakePeer(config);
      peers.push(p);
      return p as unknown as RTCPeerConnection;
    },
    relayOnly: () => false,
    newId: () => CALL,
    connectMs: 1_000,
  };
});
afterEach(() => vi.useRealTimers());

describe('a call from this screen', () => {
  it('explains first, then asks for the devices, invites, and offers once answered, with the relay', async () => {
    const engine = createCallEngine({ ...env, relayOnly: () => true });
    engine.prepare(7, 42, peer, 'video');
    expect(engine.getState().phase).toBe('explain');
    expect(streams).toHaveLength(0);
    await engine.start();
    expect(sent).toEqual([{ type: 'call.invite', call_id: CALL, conversation_id: 7, media: 'video' }]);
    engine.onSignal({
      type: 'call.ring',
      call_id: CALL,
      conversation_id: 7,
      media: 'video',
      caller_id: 1,
      by_relation: null,
      ring_until: '',
    });
    expect(engine.getState()).toMatchObject({ phase: 'outgoing', ringing: true });
    engine.onSignal({ type: 'call.accept', call_id: CALL });
    await flush();
    expect(peers[0]!.config).toMatchObject({ iceServers: servers.iceServers, iceTransportPolicy: 'relay' });
    expect(sent.at(-1)).toEqual({ type: 'call.offer', call_id: CALL, sdp: 'offer-sdp' });
    // A candidate before the answer waits for it.
    engine.onSignal({ type: 'call.ice', call_id: CALL, candidate: { candidate: 'candidate:1', sdpMid: '0' } });
    await flush();
    expect(peers[0]!.added).toEqual([]);
    engine.onSignal({ type: 'call.answer', call_id: CALL, sdp: 'answer-sdp' });
    await flush();
    expect(peers[0]!.added).toEqual([{ candidate: 'candidate:1', sdpMid: '0' }]);
    peers[0]!.connect('connected');
    expect(engine.getState().phase).toBe('live');
    engine.toggleMute();
    expect(streams[0]!.tracks[0]!.enabled).toBe(false);
    engine.hangUp();
    expect(sent.at(-1)).toEqual({ type: 'call.end', call_id: CALL, reason: 'hung_up' });
    expect(engine.getState()).toMatchObject({ phase: 'ended', end: 'hung_up' });
    expect(peers[0]!.closed).toBe(true);
    expect(streams[0]!.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('says busy, and says a refused camera in words without inviting', async () => {
    const engine = createCallEngine(env);
    engine.prepare(7, 42, peer, 'audio');
    await engine.start();
    engine.onSignal({ type: 'call.busy', call_id: CALL });
    expect(engine.getState()).toMatchObject({ phase: 'ended', end: 'busy' });

    const denied = createCallEngine({
      ...env,
      getUserMedia: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
    });
    sent = [];
    denied.prepare(7, 42, peer, 'video');
    await denied.start();
    expect(denied.getState()).toMatchObject({ phase: 'ended', end: 'denied' });
    expect(sent).toEqual([]);
    const none = createCallEngine({
      ...env,
      getUserMedia: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotFoundError' })),
    });
    none.prepare(7, 42, peer, 'video');
    await none.start();
    expect(none.getState().end).toBe('noDevice');
  });

  it('tells the server the call failed when the browsers never connect', async () => {
    vi.useFakeTimers();
    const engine = createCallEngine(env);
    engine.prepare(7, 42, peer, 'audio');
    await engine.start();
    engine.onSignal({ type: 'call.accept', call_id: CALL });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(sent.at(-1)).toEqual({ type: 'call.end', call_id: CALL, reason: 'failed' });
    expect(engine.getState()).toMatchObject({ phase: 'ended', end: 'failed' });
  });
});

describe('a call to this screen', () => {
  const ring = {
    type: 'call.ring',
    call_id: CALL,
    conversation_id: 7,
    media: 'video',
    caller_id: 42,
    by_relation: 'Mother',
    ring_until: '',
  } as const;

  it('rings, answers with the devices and a connection ready, then answers the offer', async () => {
    const engine = createCallEngine(env);
    engine.setMe(9);
    engine.onSignal(ring);
    expect(engine.getState()).toMatchObject({ phase: 'incoming', direction: 'in', byRelation: 'Mother', otherId: 42 });
    await engine.accept();
    expect(sent).toEqual([{ type: 'call.accept', call_id: CALL }]);
    expect(peers).toHaveLength(1);
    engine.onSignal({ type: 'call.offer', call_id: CALL, sdp: 'offer-sdp' });
    await flush();
    expect(peers[0]!.remote).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(sent.at(-1)).toEqual({ type: 'call.answer', call_id: CALL, sdp: 'answer-sdp' });
    engine.onSignal({ type: 'call.end', call_id: CALL, reason: 'blocked' });
    expect(engine.getState()).toMatchObject({ phase: 'ended', end: 'blocked' });
    expect(peers[0]!.closed).toBe(true);
  });

  it('declines, counts a ring that stopped as missed, and is quiet when another screen answered', async () => {
    const engine = createCallEngine(env);
    engine.setMe(9);
    engine.onSignal(ring);
    engine.decline();
    expect(sent).toEqual([{ type: 'call.decline', call_id: CALL }]);
    expect(engine.getState().phase).toBe('idle');
    engine.onSignal(ring);
    engine.onSignal({ type: 'call.end', call_id: CALL, reason: 'no_answer' });
    expect(engine.getState()).toMatchObject({ phase: 'ended', end: 'missed' });
    engine.dismiss();
    engine.onSignal(ring);
    engine.onSignal({ type: 'call.end', call_id: CALL, reason: 'answered_elsewhere' });
    expect(engine.getState().phase).toBe('idle');
    // The member's own ring on another of their screens does not ring here.
    engine.setMe(42);
    engine.onSignal(ring);
    expect(engine.getState().phase).toBe('idle');
  });
});
