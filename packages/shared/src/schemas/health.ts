import { z } from 'zod';

// GET /api/health, for load balancers and operators: what each dependency is doing.

const redisState = z.enum(['ok', 'unreachable', 'not_configured']);

/** 200: the database answers (Redis, mail or text messages being away does not make the service unhealthy). */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: redisState,
  mail: z.enum(['ok', 'retrying']),
  /** Ours: text messages (one-time codes) waiting for another attempt after a failed one. */
  sms: z.enum(['ok', 'retrying']),
  /**
   * Ours, only on a web instance that leaves the jobs to workers (JOBS=off): no worker has beaten
   * lately, so mails and sweeps wait. A warning, not a failure: the instance serves requests.
   */
  workers: z.literal('none_alive').optional(),
});
export type HealthAnswer = z.output<typeof healthAnswerSchema>;

/** 503: our error shape, with what each dependency is doing. */
export const healthOutageAnswerSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.string(),
  status: z.literal('error'),
  database: z.literal('unreachable'),
  redis: redisState,
  mail: z.literal('unknown'),
  sms: z.literal('unknown'),
});
export type HealthOutageAnswer = z.output<typeof healthOutageAnswerSchema>;
