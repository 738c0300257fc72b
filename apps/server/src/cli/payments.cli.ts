import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { formatRupees } from '@inai/shared';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createMailTransport } from '../lib/mail/mail-transport.js';
import { backgroundSettled } from '../lib/background.js';
import { createQueuedMailer } from '../lib/outbound/outbound.js';
import { paymentProviderFor } from '../modules/payments/payments.providers.js';
import {
  findOrder,
  findOrderByReference,
  listOrdersByStatus,
  type PaymentOrderRow,
} from '../modules/payments/payments.repository.js';
import type { PaymentContext, PaymentLog } from '../modules/payments/payment-context.js';
import { confirmUpiPayment, rejectUpiPayment } from '../modules/payments/upi-payments.service.js';

const USAGE = `Payments, for operators (docs/decisions/0013-payment-state-machine.md):

  npm run payments -- list                      UPI orders waiting for confirmation, oldest first
  npm run payments -- show <order>              one order
  npm run payments -- confirm <order> [--amount <paise>] [--utr <bank reference>]
                                                the UPI credit arrived: completes the order and starts its plan
  npm run payments -- reject <order>            the UPI credit never arrived: fails the order

<order> is the order id (INAI…) or its reference (Order_123456, the note of the UPI transfer).
--amount is what arrived, when it differs from the order's price: such an order is not activated.
`;

/** Thrown for a command that cannot be carried out: its message is for the operator. */
export class CommandError extends Error {}

function describe(order: PaymentOrderRow): string {
  const fields = [
    `${order.reference}  ${order.order_id}`,
    `  status ${order.status}, ${order.method} (${order.provider}), plan ${order.plan_id}, ${formatRupees(order.amount, 'en')}`,
    `  member ${order.user_id}, created ${order.created_at}${order.completed_at ? `, ended ${order.completed_at}` : ''}`,
  ];
  if (order.transaction_id)
    fields.push(`  transaction ${order.transaction_id}${order.payment_mode ? ` (${order.payment_mode})` : ''}`);
  if (order.review_reason) {
    const received = order.received_amount === null ? 'unknown' : formatRupees(order.received_amount, 'en');
    fields.push(`  NEEDS REVIEW: ${order.review_reason}, received ${received}`);
  }
  return fields.join('\n');
}

async function lookUp(ctx: PaymentContext, key: string | undefined): Promise<PaymentOrderRow> {
  if (!key) throw new CommandError(`Which order? Give its id or reference.\n\n${USAGE}`);
  const order = /^Order_\d{6}$/.test(key) ? await findOrderByReference(ctx.db, key) : await findOrder(ctx.db, key);
  if (!order) throw new CommandError(`No order ${key}.`);
  return order;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * Runs one operator command against `ctx` and returns what to print. Confirmation and
 * rejection go through the same state machine as every gateway answer.
 */
export async function runPaymentsCommand(args: string[], ctx: PaymentContext, log: PaymentLog): Promise<string> {
  const [command, key] = args;
  switch (command) {
    case 'list': {
      const orders = await listOrdersByStatus(ctx.db, 'PENDING', 'upi', 200);
      return orders.length ? orders.map(describe).join('\n\n') : 'No UPI order is waiting for confirmation.';
    }
    case 'show':
      return describe(await lookUp(ctx, key));
    case 'confirm': {
      const order = await lookUp(ctx, key);
      if (order.method !== 'upi')
        throw new CommandError(`${order.reference} is paid through ${order.provider}: its gateway settles it, not an operator.`);
      const amountText = option(args, '--amount');
      const amount = amountText === undefined ? undefined : Number(amountText);
      if (amount !== undefined && !(Number.isInteger(amount) && amount > 0))
        throw new CommandError('--amount is in paise: a whole number above 0.');
      const utr = option(args, '--utr');
      const after = await confirmUpiPayment(ctx, order.order_id, { amount, transactionId: utr }, log);
      if (order.status !== 'PENDING') return `${order.reference} had already ended; nothing was activated.\n${describe(after)}`;
      return describe(after);
    }
    case 'reject': {
      const order = await lookUp(ctx, key);
      if (order.method !== 'upi')
        throw new CommandError(`${order.reference} is paid through ${order.provider}: its gateway settles it, not an operator.`);
      return describe(await rejectUpiPayment(ctx, order.order_id, log));
    }
    default:
      throw new CommandError(USAGE);
  }
}

/** The process: the same configuration, database and mail as the server. */
async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace's folder: relative paths (DATA_DIR) mean where the operator typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }, pino.destination(2));
  const { db, engine } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Through the queue as the server's mail goes: a receipt that SMTP refuses now is retried by the server.
  const mailer = createQueuedMailer({ db, processId: randomUUID() }, createMailTransport(config, log).transport, log);
  try {
    await migrateToLatest(db, engine);
    const ctx: PaymentContext = { config, db, engine, mailer, payments: paymentProviderFor(config, db) };
    process.stdout.write(`${await runPaymentsCommand(process.argv.slice(2), ctx, log)}\n`);
  } finally {
    // A first attempt still running ends here: a claim left behind would read as lost (docs/decisions/0080-one-outbound-queue.md).
    await backgroundSettled();
    await mailer.close();
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    if (err instanceof CommandError || err instanceof ConfigError) console.error(err.message);
    else console.error('Failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
