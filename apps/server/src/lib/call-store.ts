import type { Redis } from 'ioredis';
import type { CallMedia } from '@inai/shared';

/** A call in progress, as every instance must see it (docs/decisions/0077-calls-signalled-over-chat.md). */
export interface CallState {
  id: string;
  conversation_id: number;
  caller_id: number;
  callee_id: number;
  media: CallMedia;
  /** The caller's socket: the only one of the caller's that speaks in this call. */
  caller_socket: string;
  /** The callee's socket that answered; null while it rings on all of them. */
  callee_socket: string | null;
  /** Who of the caller's family rang, kept for the entry: null for the member themselves. */
  by_manager_id: number | null;
  by_relation: string | null;
  /** ISO times: when it began ringing, and when it was answered (null until then). */
  started_at: string;
  accepted_at: string | null;
}

export type BeginResult = 'ok' | 'caller_busy' | 'callee_busy' | 'taken';

/**
 * Who is in a call, shared by the instances: one call at a time per member. Every change is one
 * atomic step (a Lua script on Redis), so two instances never both start, answer or end the same
 * call, and only the one that ended it writes its entry. A call's keys expire unless the sockets in
 * it keep them (`keep`): a call whose instances died frees its members within `aliveMs`.
 */
export interface CallStore {
  /** Claims both members for the call; `busy` when either is already in one. */
  begin(call: CallState, aliveMs: number): Promise<BeginResult>;
  get(callId: string): Promise<CallState | undefined>;
  /** The call answered on `socket`, if it was still ringing for `calleeId`; undefined otherwise. */
  accept(callId: string, calleeId: number, socket: string, at: string, aliveMs: number): Promise<CallState | undefined>;
  /**
   * Ends the call and frees its members: the state to the one caller that ended it, undefined to
   * the others. With `ringingOnly`, only a call not answered yet ends (a decline, a cancel, the
   * ring's timeout must not end a call answered meanwhile).
   */
  finish(callId: string, ringingOnly?: boolean): Promise<CallState | undefined>;
  /** Keeps a call alive for `aliveMs` more; false when it no longer exists. */
  keep(callId: string, aliveMs: number): Promise<boolean>;
}

/** One instance alone (no Redis): the calls live in this process. */
export function createMemoryCallStore(): CallStore {
  const calls = new Map<string, { call: CallState; expires: number }>();
  const members = new Map<number, string>();
  const live = (callId: string) => {
    const entry = calls.get(callId);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry;
    drop(entry.call);
    return undefined;
  };
  const drop = (call: CallState) => {
    calls.delete(call.id);
    for (const member of [call.caller_id, call.callee_id]) if (members.get(member) === call.id) members.delete(member);
  };
  const busy = (member: number) => {
    const callId = members.get(member);
    return callId !== undefined && live(callId) !== undefined;
  };
  return {
    async begin(call, aliveMs) {
      if (live(call.id)) return 'taken';
      if (busy(call.caller_id)) return 'caller_busy';
      if (busy(call.callee_id)) return 'callee_busy';
      calls.set(call.id, { call: { ...call }, expires: Date.now() + aliveMs });
      members.set(call.caller_id, call.id);
      members.set(call.callee_id, call.id);
      return 'ok';
    },
    async get(callId) {
      const entry = live(callId);
      return entry ? { ...entry.call } : undefined;
    },
    async accept(callId, calleeId, socket, at, aliveMs) {
      const entry = live(callId);
      if (!entry || entry.call.callee_id !== calleeId || entry.call.callee_socket !== null) return undefined;
      entry.call = { ...entry.call, callee_socket: socket, accepted_at: at };
      entry.expires = Date.now() + aliveMs;
      return { ...entry.call };
    },
    async finish(callId, ringingOnly = false) {
      const entry = live(callId);
      if (!entry || (ringingOnly && entry.call.accepted_at !== null)) return undefined;
      drop(entry.call);
      return entry.call;
    },
    async keep(callId, aliveMs) {
      const entry = live(callId);
      if (!entry) return false;
      entry.expires = Math.max(entry.expires, Date.now() + aliveMs);
      return true;
    },
  };
}

// KEYS: the call, the caller's mark, the callee's mark. ARGV: the call's JSON, its id, ms alive.
const BEGIN = `
if redis.call('exists', KEYS[1]) == 1 then return 'taken' end
if redis.call('exists', KEYS[2]) == 1 then return 'caller_busy' end
if redis.call('exists', KEYS[3]) == 1 then return 'callee_busy' end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('set', KEYS[3], ARGV[2], 'PX', ARGV[3])
return 'ok'`;
// KEYS: the call, the caller's mark, the callee's mark. ARGV: callee id, socket, time, ms alive.
const ACCEPT = `
local raw = redis.call('get', KEYS[1])
if not raw then return false end
local call = cjson.decode(raw)
if tostring(call.callee_id) ~= ARGV[1] or call.callee_socket ~= cjson.null then return false end
call.callee_socket = ARGV[2]
call.accepted_at = ARGV[3]
local encoded = cjson.encode(call)
redis.call('set', KEYS[1], encoded, 'PX', ARGV[4])
redis.call('pexpire', KEYS[2], ARGV[4])
redis.call('pexpire', KEYS[3], ARGV[4])
return encoded`;
// KEYS: the call; ARGV: the key prefix of the members' marks, the call's id, '1' for ringing only.
const FINISH = `
local raw = redis.call('get', KEYS[1])
if not raw then return false end
local call = cjson.decode(raw)
if ARGV[3] == '1' and call.accepted_at ~= cjson.null then return false end
redis.call('del', KEYS[1])
for _, member in ipairs({ call.caller_id, call.callee_id }) do
  local key = ARGV[1] .. string.format('%d', member)
  if redis.call('get', key) == ARGV[2] then redis.call('del', key) end
end
return raw`;
// KEYS: the call; ARGV: the key prefix of the members' marks, the call's id, ms alive.
const KEEP = `
local raw = redis.call('get', KEYS[1])
if not raw then return 0 end
redis.call('pexpire', KEYS[1], ARGV[3])
local call = cjson.decode(raw)
for _, member in ipairs({ call.caller_id, call.callee_id }) do
  local key = ARGV[1] .. string.format('%d', member)
  if redis.call('get', key) == ARGV[2] then redis.call('pexpire', key, ARGV[3]) end
end
return 1`;

/**
 * The calls of several instances, in Redis under `prefix` (the site's, as the rate limits'). A
 * Redis that is away fails the command, and the call frame that needed it is refused: a call is
 * never started on a guess about who else is in one.
 */
export function createRedisCallStore(redis: Redis, prefix: string): CallStore {
  const callKey = (id: string) => `${prefix}call:${id}`;
  const memberPrefix = `${prefix}in-call:`;
  const memberKey = (id: number) => `${memberPrefix}${id}`;
  const parse = (raw: unknown) => (typeof raw === 'string' ? (JSON.parse(raw) as CallState) : undefined);
  return {
    async begin(call, aliveMs) {
      const keys = [callKey(call.id), memberKey(call.caller_id), memberKey(call.callee_id)];
      return (await redis.eval(BEGIN, 3, ...keys, JSON.stringify(call), call.id, aliveMs)) as BeginResult;
    },
    async get(callId) {
      return parse(await redis.get(callKey(callId)));
    },
    async accept(callId, calleeId, socket, at, aliveMs) {
      const found = await redis.get(callKey(callId));
      const call = parse(found);
      if (!call) return undefined;
      const keys = [callKey(callId), memberKey(call.caller_id), memberKey(call.callee_id)];
      return parse(await redis.eval(ACCEPT, 3, ...keys, String(calleeId), socket, at, aliveMs));
    },
    async finish(callId, ringingOnly = false) {
      return parse(await redis.eval(FINISH, 1, callKey(callId), memberPrefix, callId, ringingOnly ? '1' : '0'));
    },
    async keep(callId, aliveMs) {
      return (await redis.eval(KEEP, 1, callKey(callId), memberPrefix, callId, aliveMs)) === 1;
    },
  };
}
