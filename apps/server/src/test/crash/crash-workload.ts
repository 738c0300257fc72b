// The crash test's workload: simulated members who keep writing (registration and e-mail
// verification, profile saves, photo and horoscope uploads, interests sent and answered, plans
// bought on the sandbox gateway) until the server is killed under them. Every write the server
// acknowledged (a 2xx that arrived whole) goes into the ledger with what it must have left behind.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { planById } from '@inai/shared';
import { basicProfile } from '../members.js';
import { galleryUpload } from '../uploads.js';
import type { ApiClient } from './crash-client.js';

export const PASSWORD = 'Crash-safe-jasmine-7';
const GOLD = planById(2)!;

export interface AckedUpload {
  id: number;
  /** The solid colour of the uploaded image, #rrggbb: the served file must show it. */
  colour: string;
  /** A deletion was sent and not (yet) acknowledged: the item may be there or not. */
  deleteSent?: boolean;
}

export interface AckedOrder {
  orderId: string;
  /** The sandbox's success button answered (303): the gateway holds a completed payment. */
  paid: boolean;
}

export interface SimMember {
  email: string;
  phone: string;
  gender: 'Male' | 'Female';
  /** Known once the registration was acknowledged. */
  id?: number;
  token?: string;
  otpToken?: string;
  /** The round in which the registration was acknowledged (its login is checked after that round). */
  registeredInRound?: number;
  verified: boolean;
  /** The last acknowledged profile save's address, and one sent but not acknowledged (either may be stored). */
  address?: string;
  addressInFlight?: string;
  photos: AckedUpload[];
  horoscopes: AckedUpload[];
  /** Partners of acknowledged interests. */
  sentTo: number[];
  /** Partners tried (acknowledged or not): not asked again. */
  triedTo: number[];
  /** Answers sent; `acked` once the server acknowledged (an unacknowledged one is not asked again). */
  answered: { id: number; status: 'Accepted' | 'Rejected'; acked: boolean }[];
  /** Acknowledged deletions: neither listed nor in the store any more. */
  deleted: { kind: 'photos' | 'horoscopes'; id: number }[];
  orders: AckedOrder[];
  /** payment-status answered COMPLETED. */
  planAcked: boolean;
  /** What the server showed at the member's last look (a write may have landed unacknowledged). */
  seen: { verified: boolean; profile: boolean; photos: number; horoscopes: number; plan: boolean } | undefined;
  busy: boolean;
}

export interface Ledger {
  members: SimMember[];
  /** Acknowledged writes by kind, for the report and to show the workload reached every kind. */
  acks: Record<string, number>;
  round: number;
}

export const newLedger = (): Ledger => ({ members: [], acks: {}, round: 0 });

let serial = 0;
/** A distinct solid colour for every upload. */
function nextColour(): string {
  serial += 1;
  const channel = (k: number) => (((serial * k) % 180) + 40).toString(16).padStart(2, '0');
  return `#${channel(53)}${channel(97)}${channel(151)}`;
}

async function solidJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const ack = (ledger: Ledger, kind: string) => (ledger.acks[kind] = (ledger.acks[kind] ?? 0) + 1);

/** The newest OTP mailed to `email`, from the dev outbox files (DATA_DIR/outbox). */
function otpFromOutbox(dataDir: string, email: string): string | undefined {
  const dir = path.join(dataDir, 'outbox');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const name of names) {
    try {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string };
      if (mail.to === email) return /\b(\d{6})\b/.exec(mail.text)?.[1];
    } catch {
      // A mail file cut off by the kill: not the one we want.
    }
  }
  return undefined;
}

/** Phone numbers count up from a random start: distinct within a run, unlikely to meet another run's. */
const phoneBase = Math.floor(Math.random() * 1e9);

function newMember(ledger: Ledger): SimMember {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const member: SimMember = {
    email: `crash.${unique}@example.com`,
    phone: `9${String((phoneBase + ledger.members.length) % 1e9).padStart(9, '0')}`,
    gender: ledger.members.length % 2 === 0 ? 'Female' : 'Male',
    verified: false,
    photos: [],
    horoscopes: [],
    sentTo: [],
    triedTo: [],
    answered: [],
    deleted: [],
    orders: [],
    planAcked: false,
    seen: undefined,
    busy: true,
  };
  ledger.members.push(member);
  return member;
}

const basicProfileOf = (member: SimMember, address: string) =>
  basicProfile({
    user_id: member.id,
    gender: member.gender,
    dob: member.gender === 'Female' ? '1996-03-14' : '1993-08-02',
    address,
  });

/** Looks at the member as the server has them now (after a restart a write may have landed unacknowledged). */
async function look(api: ApiClient, member: SimMember): Promise<void> {
  const answer = await api.post('/api/getLoggedInUserProfile', {}, member.token);
  if (answer.status !== 200) throw new Error(`getLoggedInUserProfile: ${answer.status}`);
  const user = answer.body;
  member.seen = {
    verified: user.is_verified === 1,
    profile: Boolean(user.user_details?.gender),
    photos: user.user_images.length,
    horoscopes: user.user_horoscopes.length,
    plan: user.active_plan !== null,
  };
}

/** One step of one member: the next write their state calls for. */
async function step(api: ApiClient, ledger: Ledger, member: SimMember, dataDir: string): Promise<void> {
  if (member.id === undefined) {
    const answer = await api.post('/api/register', {
      name: 'Crash Tester',
      email: member.email,
      phone: member.phone,
      password: PASSWORD,
    });
    if (answer.status !== 201) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
    member.id = answer.body.user.id;
    member.token = answer.body.token;
    member.otpToken = answer.body.otpToken;
    member.registeredInRound = ledger.round;
    ack(ledger, 'registration');
    return;
  }
  if (!member.seen) await look(api, member);
  const seen = member.seen!;
  if (!member.verified && !seen.verified) {
    const code = otpFromOutbox(dataDir, member.email);
    const answer = code ? await api.post('/api/verify-otp', { otpToken: member.otpToken, otp: code }) : undefined;
    if (answer?.status === 200) {
      member.verified = seen.verified = true;
      ack(ledger, 'verification');
      return;
    }
    // No code (its mail was cut off) or an unusable one: ask for another, as the member would.
    const resent = await api.post('/api/send-otp', { email: member.email });
    if (resent.status === 200) member.otpToken = resent.body.otpToken;
    member.seen = undefined;
    return;
  }
  const address = `Door ${randomBytes(3).toString('hex')}, North Masi Street`;
  const saveProfile = async () => {
    member.addressInFlight = address;
    const answer = await api.post('/api/updateProfile', basicProfileOf(member, address), member.token);
    if (answer.status !== 200) throw new Error(`updateProfile: ${answer.status} ${JSON.stringify(answer.body)}`);
    member.address = address;
    member.addressInFlight = undefined;
    seen.profile = true;
    ack(ledger, 'profile save');
  };
  if (!seen.profile) return saveProfile();
  // Every write this member can make now, one chosen at random: the kill finds all kinds in flight.
  const partner = ledger.members.find(
    (p) => p.gender !== member.gender && p.id !== undefined && p.address !== undefined && !member.triedTo.includes(p.id),
  );
  const live = (kind: 'photos' | 'horoscopes') => member[kind].filter((u) => !u.deleteSent);
  const choices: (() => Promise<void>)[] = [saveProfile];
  if (seen.photos < 6) choices.push(() => upload(api, ledger, member, 'photos'));
  if (seen.horoscopes < 3) choices.push(() => upload(api, ledger, member, 'horoscopes'));
  if (live('photos').length >= 2) choices.push(() => remove(api, ledger, member, 'photos'));
  if (live('horoscopes').length >= 2) choices.push(() => remove(api, ledger, member, 'horoscopes'));
  if (partner && member.sentTo.length < 3) choices.push(() => sendInterest(api, ledger, member, partner.id!));
  if (!member.planAcked && !seen.plan) choices.push(() => buyGold(api, ledger, member));
  else choices.push(() => answerInterest(api, ledger, member).then((answered) => (answered ? undefined : saveProfile())));
  return choices[Math.floor(Math.random() * choices.length)]!();
}

async function upload(api: ApiClient, ledger: Ledger, member: SimMember, kind: 'photos' | 'horoscopes'): Promise<void> {
  const colour = nextColour();
  const { payload, headers } = galleryUpload(member.id!, [{ name: `${kind}.jpg`, data: await solidJpeg(colour) }]);
  const url = kind === 'photos' ? '/api/uploadPhotos' : '/api/uploadHoroscope';
  const answer = await api.multipart(url, payload, headers, member.token!);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const items: { id: number }[] = kind === 'photos' ? answer.body.user.user_images : answer.body.user.user_horoscopes;
  const known = new Set([...member[kind], ...member.deleted.filter((d) => d.kind === kind)].map((u) => u.id));
  // The new item is the newest one not acknowledged before (an unacknowledged upload may have landed too).
  const added = items.filter((i) => !known.has(i.id)).sort((a, b) => b.id - a.id)[0];
  if (added) member[kind].push({ id: added.id, colour });
  member.seen![kind] = items.length;
  ack(ledger, kind === 'photos' ? 'photo upload' : 'horoscope upload');
}

async function remove(api: ApiClient, ledger: Ledger, member: SimMember, kind: 'photos' | 'horoscopes'): Promise<void> {
  const item = member[kind].find((u) => !u.deleteSent)!;
  item.deleteSent = true;
  const answer =
    kind === 'photos'
      ? await api.post('/api/deletePicture', { image_id: item.id }, member.token)
      : await api.post('/api/deleteHoroscope', { horoscope_id: item.id }, member.token);
  if (answer.status !== 200) throw new Error(`delete ${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
  member[kind] = member[kind].filter((u) => u !== item);
  member.deleted.push({ kind, id: item.id });
  member.seen![kind] = (kind === 'photos' ? answer.body.user.user_images : answer.body.user.user_horoscopes).length;
  ack(ledger, kind === 'photos' ? 'photo deletion' : 'horoscope deletion');
}

async function sendInterest(api: ApiClient, ledger: Ledger, member: SimMember, partnerId: number): Promise<void> {
  member.triedTo.push(partnerId);
  const answer = await api.post('/api/sendInterest', { user_id: member.id, partner_id: partnerId }, member.token);
  // 409: an earlier try landed without its answer; stored, but not acknowledged.
  if (answer.status === 409) return;
  if (answer.status !== 201) throw new Error(`sendInterest: ${answer.status} ${JSON.stringify(answer.body)}`);
  member.sentTo.push(partnerId);
  ack(ledger, 'interest sent');
}

/** Answers one waiting incoming interest (Accepted and Rejected by turns); false if none waits. */
async function answerInterest(api: ApiClient, ledger: Ledger, member: SimMember): Promise<boolean> {
  const incoming = await api.get(`/api/getIncomingInterests/${member.id}`, member.token);
  if (incoming.status !== 200) throw new Error(`getIncomingInterests: ${incoming.status} ${JSON.stringify(incoming.body)}`);
  const waiting = (incoming.body.data as { id: number; status: string }[]).find(
    (i) => i.status === 'Requested' && !member.answered.some((a) => a.id === i.id),
  );
  if (!waiting) return false;
  const status = member.answered.length % 2 === 0 ? 'Accepted' : 'Rejected';
  member.answered.push({ id: waiting.id, status, acked: false });
  const answer = await api.post('/api/updateInterest', { id: waiting.id, status }, member.token);
  if (answer.status !== 200) throw new Error(`updateInterest: ${answer.status} ${JSON.stringify(answer.body)}`);
  member.answered.at(-1)!.acked = true;
  ack(ledger, 'interest answered');
  return true;
}

/** initiate, the sandbox's success button, then payment-status: each answer is its own acknowledgement. */
async function buyGold(api: ApiClient, ledger: Ledger, member: SimMember): Promise<void> {
  const initiated = await api.post('/api/payment/initiate', { amount: GOLD.price, user_id: member.id }, member.token);
  if (initiated.status === 409) {
    // A plan from an unacknowledged payment is already active.
    member.seen!.plan = true;
    return;
  }
  if (initiated.status !== 201) throw new Error(`payment/initiate: ${initiated.status} ${JSON.stringify(initiated.body)}`);
  const order: AckedOrder = { orderId: initiated.body.orderId, paid: false };
  member.orders.push(order);
  ack(ledger, 'payment initiated');
  const paid = await api.form(`/api/payment/sandbox/${order.orderId}`, { outcome: 'COMPLETED' });
  if (paid.status !== 303) throw new Error(`sandbox: ${paid.status}`);
  order.paid = true;
  ack(ledger, 'payment made on the gateway');
  const status = await api.post('/api/payment-status', { orderId: order.orderId }, member.token);
  if (status.status !== 200 || status.body.status !== 'COMPLETED')
    throw new Error(`payment-status: ${status.status} ${JSON.stringify(status.body)}`);
  member.planAcked = true;
  member.seen!.plan = true;
  ack(ledger, 'plan activated');
}

/**
 * Runs `clients` concurrent clients until `running()` turns false; each picks an idle member (or
 * registers a new one) and takes their next step. A failed request (the server killed) ends
 * nothing but that step: it is simply not acknowledged. Resolves when every client has stopped.
 */
export async function runWorkload(
  api: ApiClient,
  ledger: Ledger,
  dataDir: string,
  options: { clients: number; running: () => boolean; onError: (error: Error) => void },
): Promise<void> {
  const client = async () => {
    while (options.running()) {
      const idle = ledger.members.filter((m) => !m.busy && m.id !== undefined);
      // New members keep coming (registrations stay in the mix) while the others go on writing.
      const member =
        idle.length < options.clients || Math.random() < 0.15
          ? newMember(ledger)
          : idle[Math.floor(Math.random() * idle.length)]!;
      member.busy = true;
      try {
        await step(api, ledger, member, dataDir);
      } catch (error) {
        // After the kill every request fails; before it, a failure is a finding.
        if (options.running()) options.onError(error as Error);
      } finally {
        member.busy = false;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
}
