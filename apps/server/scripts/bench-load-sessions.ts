// What the load benchmark's people do. A visitor searches and pages on. A member arrives (signed
// in already, or logging in), opens their profile, then until the run ends does one thing after
// another with a pause between: Matches, a search of their own, a profile's details, an interest
// sent, their interests read and one answered, a section of their profile edited, a photo added,
// on Platinum a chat message (over the WebSocket, as the web sends it), and without a plan a Gold
// plan bought on the sandbox gateway. Every request is timed; an answer the step did not expect
// is an error.
import { JOB_TYPES, PLANS } from '@inai/shared';
import WebSocket from 'ws';
import type { SandboxOutcome } from '../src/lib/payments/sandbox.js';
import { random, weighted } from '../src/lib/seeded-random.js';
import { cityPicker, visitorSearchPickers } from './bench-dataset.js';
import { BENCH_PASSWORD, type SimMember } from './bench-load-members.js';
import type { LoadStats } from './bench-load-stats.js';

export interface LoadEnv {
  url: string;
  stats: LoadStats;
  /** When the run ends (performance.now()). */
  endsAt: number;
  photo: Buffer;
  thinkMs: { min: number; max: number };
}

const rand = random(42);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

interface Answer {
  status: number;
  body: unknown;
}

interface CallOptions {
  ip: string;
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  urlencoded?: string;
  /** Statuses this step expects; any 2xx by default. */
  expect?: readonly number[];
}

/** One timed request; the time runs until the whole answer has been read. */
async function call(
  env: LoadEnv,
  kind: string,
  method: 'GET' | 'POST',
  path: string,
  o: CallOptions,
): Promise<Answer | undefined> {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | FormData | undefined;
  if (o.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.json);
  } else if (o.urlencoded !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = o.urlencoded;
  } else if (o.form) body = o.form;
  const started = performance.now();
  try {
    const response = await fetch(env.url + path, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const ms = performance.now() - started;
    const ok = o.expect ? o.expect.includes(response.status) : response.status >= 200 && response.status < 300;
    env.stats.record(kind, ms, ok, `${response.status} ${text.slice(0, 160)}`);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML (the sandbox page) or empty (a redirect): kept as text.
    }
    return ok ? { status: response.status, body: parsed } : undefined;
  } catch (error) {
    env.stats.record(kind, performance.now() - started, false, String(error));
    return undefined;
  }
}

const ended = (env: LoadEnv) => performance.now() >= env.endsAt;

/** A person's pause between two actions: reading a page, choosing, typing. */
async function think(env: LoadEnv, scale = 1): Promise<void> {
  const { min, max } = env.thinkMs;
  await sleep(scale * (min + rand() * (max - min)));
}

const { age: ages, religion: religions, caste: castes, state: states } = visitorSearchPickers(rand);
const cities = cityPicker(rand);

/** The filter panel as people fill it: gender, an age band, mostly a religion, sometimes a caste and a place. */
function searchCriteria(gender: string, page: number) {
  const state = states();
  return {
    gender,
    age: ages(),
    religion: religions(),
    caste: castes(),
    state,
    city: state && rand() < 0.5 ? cities(state) : '',
    page,
  };
}

const idsOf = (answer: Answer | undefined): number[] =>
  ((answer?.body as { data?: { user_id: number }[] } | undefined)?.data ?? []).map((card) => card.user_id);

/** A visitor: a search, then a page or two further, or a new search, until the run ends. */
export async function visitorSession(env: LoadEnv, ip: string, startsInMs: number): Promise<void> {
  await sleep(startsInMs);
  let criteria = searchCriteria(rand() < 0.5 ? 'Female' : 'Male', 1);
  while (!ended(env)) {
    await call(env, 'visitor search', 'POST', '/api/search', { ip, json: criteria });
    await think(env, 1.5);
    criteria = rand() < 0.6 ? { ...criteria, page: criteria.page + 1 } : searchCriteria(criteria.gender, 1);
  }
}

/** The member's chat socket: resolves sends when the server echoes them back. */
class ChatSocket {
  private readonly waiting = new Map<string, (ok: boolean, detail?: string) => void>();
  private sent = 0;
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        message?: { client_id?: string };
        client_id?: string;
        code?: string;
      };
      const clientId = frame.type === 'message' ? frame.message?.client_id : frame.type === 'error' ? frame.client_id : undefined;
      const done = clientId ? this.waiting.get(clientId) : undefined;
      if (!done || !clientId) return;
      this.waiting.delete(clientId);
      done(frame.type === 'message', frame.code);
    });
  }

  static open(env: LoadEnv, member: SimMember, token: string): Promise<ChatSocket | undefined> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = new WebSocket(`${env.url.replace(/^http/, 'ws')}/api/chat/ws`, {
        headers: { 'x-forwarded-for': member.ip },
      });
      let settled = false;
      const fail = (detail: string) => {
        // Once per socket: a timeout's terminate() also raises an 'error'.
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        env.stats.record('chat connect (ws)', performance.now() - started, false, detail);
        socket.terminate();
        resolve(undefined);
      };
      const timer = setTimeout(() => fail('no ready within 10 s'), 10_000);
      socket.on('error', (error) => fail(String(error)));
      socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
      socket.once('message', (data: WebSocket.RawData) => {
        const frame = JSON.parse(String(data)) as { type: string };
        if (frame.type !== 'ready') return fail(String(data).slice(0, 160));
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        env.stats.record('chat connect (ws)', performance.now() - started, true);
        resolve(new ChatSocket(socket));
      });
    });
  }

  /** Sends a message; timed until the server's echo of it (stored, then published) arrives. */
  send(env: LoadEnv, conversationId: number, text: string): Promise<void> {
    const clientId = `bench-${++this.sent}-${Math.floor(rand() * 1e9)}`;
    const started = performance.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(clientId);
        env.stats.record('chat send (ws)', performance.now() - started, false, 'no echo within 10 s');
        resolve();
      }, 10_000);
      this.waiting.set(clientId, (ok, detail) => {
        clearTimeout(timer);
        env.stats.record('chat send (ws)', performance.now() - started, ok, detail);
        resolve();
      });
      this.socket.send(JSON.stringify({ type: 'send', conversation_id: conversationId, text, client_id: clientId }));
    });
  }

  close() {
    this.socket.close();
  }
}

const CHAT_LINES = [
  'Vanakkam! I read your profile, it was lovely.',
  'My parents would like to speak with yours this weekend.',
  'Which temple does your family usually visit?',
  'I work in Chennai too, near Guindy.',
  'Thank you for accepting. Shall we talk more here first?',
];
const DEGREES = ['B.E.', 'B.Tech', 'B.Sc.', 'B.Com', 'M.B.A.', 'M.Sc.', 'M.B.B.S.', 'B.A.', 'M.E.'];
const GOLD = PLANS.find((p) => p.name === 'Gold')!;
const COMPLETED: SandboxOutcome = 'COMPLETED';

type Step = 'matches' | 'search' | 'details' | 'interest' | 'interests' | 'edit' | 'upload' | 'chat' | 'pay';

/** How often a member takes each step; some only when they can (a plan, a partner, a photo slot). */
const STEP_WEIGHTS: readonly (readonly [Step, number])[] = [
  ['matches', 22],
  ['search', 10],
  ['details', 20],
  ['interest', 8],
  ['interests', 10],
  ['edit', 8],
  ['upload', 3],
  ['chat', 16],
  ['pay', 12],
];
const nextStep = weighted(STEP_WEIGHTS, rand);

/** One member's evening, from arrival to the end of the run. */
export async function memberSession(env: LoadEnv, member: SimMember, startsInMs: number): Promise<void> {
  await sleep(startsInMs);
  const ip = member.ip;
  let token = member.token;
  if (!token) {
    const answer = await call(env, 'login', 'POST', '/api/login', {
      ip,
      json: { email: member.email, password: BENCH_PASSWORD },
    });
    token = (answer?.body as { token?: string } | undefined)?.token;
    if (!token) return;
  }
  await call(env, 'own profile', 'POST', '/api/getLoggedInUserProfile', { ip, token });
  const other = member.gender === 'Male' ? 'Female' : 'Male';
  let seen: number[] = [];
  const sentTo = new Set<number>();
  let uploads = 0;
  let chat: { socket: ChatSocket; conversationId: number } | undefined;
  if (member.plan === 'platinum' && member.partnerId) {
    const socket = await ChatSocket.open(env, member, token);
    const opened = await call(env, 'chat open', 'POST', '/api/chat/open', { ip, token, json: { user_id: member.partnerId } });
    const conversationId = (opened?.body as { conversation?: { id: number } } | undefined)?.conversation?.id;
    if (socket && conversationId) chat = { socket, conversationId };
    else socket?.close();
  }
  const steps: Record<Step, () => Promise<boolean>> = {
    matches: async () => {
      const page = rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 3);
      const answer = await call(env, 'matches', 'POST', '/api/loggedInSearch', {
        ip,
        token,
        json: { page, compatible_stars: rand() < 0.5 },
      });
      // The Matches screen marks 'Interest sent' from the member's sent list.
      await call(env, 'interests sent list', 'GET', `/api/getSentInterests/${member.id}`, { ip, token });
      seen = idsOf(answer).length ? idsOf(answer) : seen;
      return true;
    },
    search: async () => {
      const answer = await call(env, 'member search', 'POST', '/api/search', { ip, token, json: searchCriteria(other, 1) });
      seen = idsOf(answer).length ? idsOf(answer) : seen;
      return true;
    },
    details: async () => {
      if (member.plan === 'none' || seen.length === 0) return false;
      await call(env, 'details', 'POST', '/api/getUserDetails', { ip, token, json: { user_id: pick(seen) } });
      return true;
    },
    interest: async () => {
      const target = seen.find((id) => !sentTo.has(id) && id !== member.id);
      if (target === undefined) return false;
      sentTo.add(target);
      await call(env, 'interest send', 'POST', '/api/sendInterest', {
        ip,
        token,
        json: { user_id: member.id, partner_id: target },
      });
      return true;
    },
    interests: async () => {
      if (member.plan === 'none') return false;
      const list = await call(env, 'interests incoming', 'GET', `/api/getIncomingInterests/${member.id}`, { ip, token });
      const waiting = ((list?.body as { data?: { id: number; status: string }[] } | undefined)?.data ?? []).filter(
        (i) => i.status === 'Requested',
      );
      if (waiting.length === 0) return true;
      await think(env, 0.5);
      await call(env, 'interest answer', 'POST', '/api/updateInterest', {
        ip,
        token,
        json: { id: pick(waiting).id, status: rand() < 0.6 ? 'Accepted' : 'Rejected' },
      });
      return true;
    },
    edit: async () => {
      await call(env, 'profile edit', 'POST', '/api/updateProfile', {
        ip,
        token,
        json: {
          user_id: member.id,
          job_type: pick(JOB_TYPES),
          company_name: rand() < 0.5 ? 'Sundaram Textiles' : '',
          salary: '',
          total_experience: `${1 + Math.floor(rand() * 15)} years`,
          degree: pick(DEGREES),
          school: '',
          college: rand() < 0.5 ? 'PSG College of Technology' : '',
        },
      });
      return true;
    },
    upload: async () => {
      if (uploads >= 2 || member.photos >= 6) return false;
      uploads += 1;
      const form = new FormData();
      form.append('user_id', String(member.id));
      form.append('files', new Blob([new Uint8Array(env.photo)], { type: 'image/jpeg' }), 'family-function.jpg');
      const answer = await call(env, 'photo upload', 'POST', '/api/uploadPhotos', { ip, token, form });
      if (answer) member.photos += 1;
      return true;
    },
    chat: async () => {
      if (!chat) return false;
      if (rand() < 0.2) {
        await call(env, 'chat history', 'GET', `/api/chat/conversations/${chat.conversationId}/messages`, { ip, token });
      }
      await chat.socket.send(env, chat.conversationId, pick(CHAT_LINES));
      return true;
    },
    pay: async () => {
      if (member.plan !== 'none') return false;
      // The member buys Gold: the order, the gateway's page, its success button, then the status page.
      const order = await call(env, 'pay: initiate', 'POST', '/api/payment/initiate', {
        ip,
        token,
        json: { amount: GOLD.price, user_id: member.id, method: 'gateway' },
      });
      const orderId = (order?.body as { orderId?: string } | undefined)?.orderId;
      if (!orderId) return true;
      const sandbox = `/api/payment/sandbox/${encodeURIComponent(orderId)}`;
      await call(env, 'pay: sandbox page', 'GET', sandbox, { ip });
      await think(env, 0.5);
      await call(env, 'pay: sandbox confirm', 'POST', sandbox, { ip, urlencoded: `outcome=${COMPLETED}`, expect: [303] });
      const status = await call(env, 'pay: status', 'POST', '/api/payment-status', { ip, token, json: { orderId } });
      const state = (status?.body as { status?: string } | undefined)?.status;
      if (state === 'COMPLETED') member.plan = 'gold';
      else env.stats.fail('pay: status', `the order is ${state ?? 'unknown'}, not COMPLETED`);
      return true;
    },
  };
  await steps.matches();
  while (!ended(env)) {
    await think(env);
    if (ended(env)) break;
    // A step the member cannot take now (no plan yet, nobody seen) gives way to another.
    for (let tries = 0; tries < 5 && !(await steps[nextStep()]()); tries++);
  }
  chat?.socket.close();
}
