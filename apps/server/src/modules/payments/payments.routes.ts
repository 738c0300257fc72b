import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decryptResponseAnswerSchema,
  decryptResponseSchema,
  okAnswerSchema,
  paymentInitiateAnswerSchema,
  paymentInitiateSchema,
  type PaymentListAnswer,
  paymentListAnswerSchema,
  paymentStatusAnswerSchema,
  paymentStatusSchema,
  plansAnswerSchema,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { memberOf, requireMember, viewReaderOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { presentOrder, presentPlans, presentStatus } from './payments.presenter.js';
import { initiatePayment, ownOrders, ownOrderStatus } from './checkout.service.js';
import { handlePhonePeWebhook, webhookAuthorized } from './phonepe-webhook.service.js';
import { actedBy } from '../entitlements/family.policy.js';

const MINUTE = 60 * 1000;
/** Orders per client address: room for a few retries and a change of mind, not for a flood of orders. */
export const INITIATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };
/** Status calls per client address: the status page asks every few seconds while a payment is pending. */
export const STATUS_LIMIT = { max: 60, windowMs: MINUTE };

/** A `user_id` in the body, when sent, must be the caller's own: nobody buys a plan for someone else. */
async function requireOwnPayer(request: FastifyRequest): Promise<void> {
  const body = request.body as { user_id?: unknown } | undefined;
  if (body?.user_id === undefined || body.user_id === null || body.user_id === '') return;
  if (Number(body.user_id) !== memberOf(request).user.id) throw new AppError(403, 'payment_not_yours');
}

/**
 * Plans and payments (docs/api.md, "Payments"): the catalogue, payment/initiate, payment-status,
 * decryptResponse, the member's payments, and PhonePe's webhook. There is no setUserPlan:
 * a plan comes only from a payment its gateway confirmed.
 */
export async function paymentRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx);
  const verified = requireMember(app.ctx, { verified: true });

  r.get(
    '/plans',
    { schema: { tags: ['payments'], summary: 'The plan catalogue', response: { 200: plansAnswerSchema } } },
    async () => presentPlans(app.ctx.config),
  );

  r.post(
    '/payment/initiate',
    {
      preValidation: [verified, requireOwnPayer],
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a plan',
        body: paymentInitiateSchema,
        response: { 201: paymentInitiateAnswerSchema },
      },
      config: { need: 'plans', rateLimit: routeLimit(INITIATE_LIMIT.max, INITIATE_LIMIT.windowMs, 'too_many_payments') },
    },
    async (request, reply) => {
      const { user, acting } = memberOf(request);
      const answer = await initiatePayment(app.ctx, user, request.body, request.locale(), request.log, actedBy(acting));
      return reply.status(201).send(answer);
    },
  );

  r.post(
    '/payment-status',
    {
      preValidation: member,
      schema: {
        tags: ['payments'],
        summary: "An order's status (asks the gateway while pending)",
        body: paymentStatusSchema,
        response: { 200: paymentStatusAnswerSchema },
      },
      config: { need: 'plans', rateLimit: routeLimit(STATUS_LIMIT.max, STATUS_LIMIT.windowMs) },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      const { order, plan, invoice } = await ownOrderStatus(app.ctx, userId, request.body.orderId, request.log);
      // The member as they are after the answer: premium_user and active_plan already show the new plan.
      return presentStatus(
        textsFor(request),
        order,
        plan,
        invoice,
        await memberView(userId, viewReaderOf(request)),
        app.ctx.config.supportEmail,
      );
    },
  );

  // encResponse is our order id: the return address carries nothing else, and nothing in it is trusted.
  r.post(
    '/decryptResponse',
    {
      preValidation: member,
      schema: {
        tags: ['payments'],
        summary: 'The order a gateway return names',
        body: decryptResponseSchema,
        response: { 200: decryptResponseAnswerSchema },
      },
      config: { need: 'plans', rateLimit: routeLimit(STATUS_LIMIT.max, STATUS_LIMIT.windowMs) },
    },
    async (request) => {
      const { order } = await ownOrderStatus(app.ctx, memberOf(request).user.id, request.body.encResponse, request.log);
      return { success: true, orderId: order.order_id, status: order.status };
    },
  );

  r.get(
    '/payments',
    {
      preValidation: member,
      config: { need: 'read' },
      schema: { tags: ['payments'], summary: 'My payments', response: { 200: paymentListAnswerSchema } },
    },
    async (request): Promise<PaymentListAnswer> => {
      const orders = await ownOrders(app.ctx, memberOf(request).user.id);
      return { success: true, data: orders.map(({ order, plan, invoice }) => presentOrder(order, plan, invoice)) };
    },
  );

  r.post(
    '/payment/webhook/phonepe',
    {
      schema: {
        tags: ['payments'],
        summary: "PhonePe's webhook (a hint: the order's status is then asked of PhonePe)",
        access: 'webhook',
        response: { 200: okAnswerSchema },
      },
      // Checked before the body is even read: without PhonePe's Authorization nothing is looked at.
      onRequest: async (request) => {
        if (!webhookAuthorized(app.ctx, request.headers.authorization)) throw new AppError(401, 'webhook_unauthorized');
      },
    },
    async (request) => {
      await handlePhonePeWebhook(app.ctx, request.body, request.log);
      return { success: true };
    },
  );
}
