import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PaymentProvider } from '../../lib/payments/payment-provider.js';
import { createPhonePeProvider } from '../../lib/payments/phonepe.js';
import { createSandboxProvider } from '../../lib/payments/sandbox.js';
import { sandboxStore } from './sandbox.repository.js';

/** The gateway PAYMENT_PROVIDER names, built once per process. */
export function paymentProviderFor(config: AppConfig, db: Kysely<Database>): PaymentProvider {
  if (config.paymentProvider === 'phonepe' && config.phonepe) return createPhonePeProvider(config.phonepe);
  return createSandboxProvider(sandboxStore(db));
}
