// What must hold after a kill and a restart: every acknowledged write is there (read back through
// the API, the database where the API cannot show it), and nothing is half-written (files and
// rows match, payments and plans match, no verification half-made). Each check answers a list of
// problems, so a failure names every broken write at once.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema.js';
import type { ApiClient } from './crash-client.js';
import { PASSWORD, type Ledger, type SimMember } from './crash-workload.js';

const VARIANTS = { photos: ['full', 'thumb', 'blurred'], horoscopes: ['full', 'thumb'] } as const;
const TABLES = { photos: 'user_images', horoscopes: 'user_horoscopes' } as const;

export interface StoreState {
  /** Photo or horoscope rows with a variant file missing or unreadable. */
  rowsWithoutFiles: string[];
  /** Files in the media folders that no row owns. */
  orphanFiles: string[];
  /** Temporary files of writes that never finished. */
  unfinishedFiles: string[];
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Compares the media folders with the gallery rows, straight on disk and in the database. */
export async function inspectStore(db: Kysely<Database>, dataDir: string): Promise<StoreState> {
  const root = path.join(dataDir, 'media');
  const files = filesUnder(root);
  const expected = new Set<string>();
  const rowsWithoutFiles: string[] = [];
  for (const kind of ['photos', 'horoscopes'] as const) {
    for (const row of await db.selectFrom(TABLES[kind]).select(['id', 'storage_key']).execute()) {
      for (const variant of VARIANTS[kind]) {
        const key = `${row.storage_key}-${variant}.webp`;
        expected.add(key);
        const file = path.join(root, key);
        const readable =
          fs.existsSync(file) &&
          (await sharp(file)
            .metadata()
            .then(
              (m) => m.format === 'webp',
              () => false,
            ));
        if (!readable) rowsWithoutFiles.push(`${kind} ${row.id}: ${key}`);
      }
    }
  }
  return {
    rowsWithoutFiles,
    orphanFiles: files.filter((f) => !f.endsWith('.tmp') && !expected.has(f)),
    unfinishedFiles: files.filter((f) => f.endsWith('.tmp')),
  };
}

/** Sets every media file's time back by `ms`: the stand-in for the sweep's grace period passing. */
export function ageMediaFiles(dataDir: string, ms: number): void {
  const root = path.join(dataDir, 'media');
  const past = new Date(Date.now() - ms);
  for (const file of filesUnder(root)) fs.utimesSync(path.join(root, file), past, past);
}

/** The mean colour of an image, as [r, g, b]. */
async function meanColour(data: Buffer): Promise<number[]> {
  const stats = await sharp(data).stats();
  return stats.channels.slice(0, 3).map((c) => c.mean);
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Every acknowledged write of `member`, read back through the API. */
async function checkMember(
  api: ApiClient,
  db: Kysely<Database>,
  dataDir: string,
  member: SimMember,
  round: number,
): Promise<string[]> {
  const problems: string[] = [];
  const who = `member ${member.id} (${member.email})`;
  if (member.registeredInRound === round) {
    const login = await api.post('/api/login', { email: member.email, password: PASSWORD });
    if (login.status !== 200) problems.push(`${who}: acknowledged registration, login answers ${login.status}`);
  }
  const profile = await api.post('/api/getLoggedInUserProfile', {}, member.token);
  if (profile.status !== 200) return [...problems, `${who}: session lost (${profile.status})`];
  const user = profile.body;
  if (member.verified && user.is_verified !== 1) problems.push(`${who}: acknowledged verification, not verified`);
  if (member.address !== undefined) {
    const allowed = [member.address, member.addressInFlight];
    if (!allowed.includes(user.user_details?.address))
      problems.push(`${who}: acknowledged address ${member.address}, stored ${user.user_details?.address}`);
  }
  for (const kind of ['photos', 'horoscopes'] as const) {
    const listed: { id: number; file_path?: string; horoscope_premium_path?: string }[] =
      kind === 'photos' ? user.user_images : user.user_horoscopes;
    for (const upload of member[kind]) {
      if (upload.deleteSent) continue;
      const item = listed.find((i) => i.id === upload.id);
      if (!item) {
        problems.push(`${who}: acknowledged ${kind} ${upload.id} is not listed`);
        continue;
      }
      const served = await api.bytes((kind === 'photos' ? item.file_path : item.horoscope_premium_path)!);
      const row = await db.selectFrom(TABLES[kind]).select('storage_key').where('id', '=', upload.id).executeTakeFirst();
      const file = row && path.join(dataDir, 'media', `${row.storage_key}-full.webp`);
      if (served.status !== 200 || !file || !fs.existsSync(file) || !served.data.equals(fs.readFileSync(file))) {
        problems.push(`${who}: ${kind} ${upload.id} is not served with its stored bytes (${served.status})`);
        continue;
      }
      const [want, got] = [rgb(upload.colour), await meanColour(served.data)];
      if (want.some((c, i) => Math.abs(c - got[i]!) > 12))
        problems.push(`${who}: ${kind} ${upload.id} shows ${got.map(Math.round)}, uploaded ${upload.colour}`);
    }
  }
  for (const gone of member.deleted) {
    const listed: { id: number }[] = gone.kind === 'photos' ? user.user_images : user.user_horoscopes;
    if (listed.some((i) => i.id === gone.id))
      problems.push(`${who}: acknowledged deletion of ${gone.kind} ${gone.id}, still listed`);
  }
  if (member.sentTo.length) {
    const sent = await api.get(`/api/getSentInterests/${member.id}`, member.token);
    const partners = new Set((sent.body?.data ?? []).map((i: { partner_id: number }) => i.partner_id));
    for (const partner of member.sentTo)
      if (!partners.has(partner)) problems.push(`${who}: acknowledged interest to ${partner} is not listed`);
  }
  if (member.answered.length) {
    const incoming = await api.get(`/api/getIncomingInterests/${member.id}`, member.token);
    const byId = new Map((incoming.body?.data ?? []).map((i: { id: number; status: string }) => [i.id, i.status]));
    for (const answer of member.answered)
      if (answer.acked && byId.get(answer.id) !== answer.status)
        problems.push(`${who}: interest ${answer.id} answered ${answer.status}, listed ${String(byId.get(answer.id))}`);
  }
  if (member.orders.length) {
    const orders = await api.get('/api/payments', member.token);
    const known = new Set((orders.body?.data ?? []).map((o: { orderId: string }) => o.orderId));
    for (const order of member.orders) {
      if (!known.has(order.orderId)) problems.push(`${who}: acknowledged order ${order.orderId} is not listed`);
      if (!order.paid) continue;
      // The member returns to the status page: a payment the gateway holds must complete the order.
      const status = await api.post('/api/payment-status', { orderId: order.orderId }, member.token);
      if (status.body?.status !== 'COMPLETED')
        problems.push(`${who}: order ${order.orderId} paid on the gateway, status ${status.body?.status}`);
    }
  }
  if (member.planAcked) {
    const again = await api.post('/api/getLoggedInUserProfile', {}, member.token);
    if (again.body?.active_plan?.plan_id !== 2) problems.push(`${who}: acknowledged Gold plan is not active`);
  }
  return problems;
}

/** Every acknowledged write in the ledger is there; the login of this round's registrations works. */
export async function checkAcknowledged(
  api: ApiClient,
  db: Kysely<Database>,
  dataDir: string,
  ledger: Ledger,
): Promise<string[]> {
  const problems: string[] = [];
  for (const member of ledger.members) {
    if (member.id === undefined) continue;
    problems.push(...(await checkMember(api, db, dataDir, member, ledger.round)));
  }
  return problems;
}

/**
 * Whole-database consistency, acknowledged or not: a payment the gateway completed has completed
 * its order once the member looks (payment-status, as the return page asks), every completed
 * order has exactly its plan, every interest is one whole row, and no member is left with a
 * spent code yet unverified.
 */
export async function checkConsistency(api: ApiClient, db: Kysely<Database>, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const settledOnGateway = await db
    .selectFrom('sandbox_gateway_payments as s')
    .innerJoin('payment_orders as o', 'o.order_id', 's.order_id')
    .select(['o.order_id', 'o.user_id'])
    .where('s.state', '=', 'COMPLETED')
    .where('o.status', '=', 'PENDING')
    .execute();
  for (const order of settledOnGateway) {
    const owner = ledger.members.find((m) => m.id === order.user_id);
    const status = owner ? await api.post('/api/payment-status', { orderId: order.order_id }, owner.token) : undefined;
    if (status?.body?.status !== 'COMPLETED')
      problems.push(
        `order ${order.order_id}: paid on the gateway, still ${status?.body?.status ?? 'PENDING'} after its owner looked`,
      );
  }
  const orders = await db
    .selectFrom('payment_orders as o')
    .leftJoin('member_plans as p', 'p.payment_id', 'o.id')
    .select(['o.order_id', 'o.status', 'o.user_id', 'o.plan_id', 'p.plan_id as plan', 'p.user_id as planUser'])
    .execute();
  for (const o of orders) {
    if (o.status === 'COMPLETED' && (o.plan !== o.plan_id || o.planUser !== o.user_id))
      problems.push(`order ${o.order_id}: COMPLETED without its plan`);
    if (o.status !== 'COMPLETED' && o.plan !== null) problems.push(`order ${o.order_id}: ${o.status} with a plan`);
  }
  const interests = await db.selectFrom('interests').select(['id', 'user_id', 'partner_id', 'status']).execute();
  const pairs = new Set<string>();
  for (const i of interests) {
    const pair = `${i.user_id}->${i.partner_id}`;
    if (pairs.has(pair)) problems.push(`interest ${pair} stored twice`);
    pairs.add(pair);
    if (!['Requested', 'Accepted', 'Rejected'].includes(i.status)) problems.push(`interest ${i.id}: status ${i.status}`);
  }
  const codes = await db
    .selectFrom('otp_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.consumed_at', 'u.is_verified'])
    .orderBy('c.id')
    .execute();
  const latest = new Map(codes.map((c) => [c.user_id, c]));
  for (const code of latest.values())
    if (code.consumed_at !== null && code.is_verified !== 1)
      problems.push(`member ${code.user_id}: their code was spent but they are not verified`);
  return problems;
}
