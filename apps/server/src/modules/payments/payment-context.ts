import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../types.js';

/**
 * What the payment services need: the app's context without the web's parts, so the command line
 * (`npm run payments`) can build it. Its activations reach every server's search through the
 * change log, which the database writes by itself (docs/decisions/0008-search-index.md).
 */
export type PaymentContext = Pick<AppContext, 'config' | 'db' | 'engine' | 'mailer' | 'payments'>;
export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
