import type { FastifyInstance } from 'fastify';
import {
  adminEnquiriesAnswerSchema,
  adminEnquiriesQuerySchema,
  adminEnquiryHandledSchema,
  adminPaymentActionAnswerSchema,
  adminPaymentConfirmSchema,
  adminPaymentRejectSchema,
  adminPaymentsAnswerSchema,
  adminPaymentsQuerySchema,
  messageRef,
  okMessageAnswerSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireOperator } from '../../plugins/require-operator.js';
import { confirmPayment, handleEnquiry, listEnquiries, listPayments, rejectPayment } from './admin-ops.service.js';

const orderParam = z.object({
  orderId: z
    .string()
    .trim()
    .min(1, { error: messageRef('payment.orderNotFound') })
    .max(64, { error: messageRef('payment.orderNotFound') }),
});
const enquiryParam = z.object({
  id: z.coerce
    .number({ error: messageRef('adminOps.enquiries.notFound') })
    .int({ error: messageRef('adminOps.enquiries.notFound') })
    .positive({ error: messageRef('adminOps.enquiries.notFound') })
    .max(2_147_483_647, { error: messageRef('adminOps.enquiries.notFound') }),
});

/**
 * The console's payments and enquiries, under /api/admin/: operators only
 * (401 / 403), every action audited. UPI orders are settled by the same functions as
 * `npm run payments -- confirm / reject`.
 */
export async function adminOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = requireOperator(app.ctx);

  r.get(
    '/admin/payments',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Payments',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsAnswerSchema },
      },
    },
    async (request) => listPayments(app.ctx, memberOf(request).user, request.query),
  );

  r.post(
    '/admin/payments/:orderId/confirm',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Confirm a UPI payment',
        params: orderParam,
        body: adminPaymentConfirmSchema,
        response: { 200: adminPaymentActionAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      ...(await confirmPayment(
        app.ctx,
        memberOf(request).user,
        request.params.orderId,
        request.body,
        textsFor(request),
        request.log,
      )),
    }),
  );

  r.post(
    '/admin/payments/:orderId/reject',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Reject a UPI payment',
        params: orderParam,
        body: adminPaymentRejectSchema,
        response: { 200: adminPaymentActionAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      ...(await rejectPayment(
        app.ctx,
        memberOf(request).user,
        request.params.orderId,
        request.body.reason,
        textsFor(request),
        request.log,
      )),
    }),
  );

  r.get(
    '/admin/enquiries',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Enquiries',
        querystring: adminEnquiriesQuerySchema,
        response: { 200: adminEnquiriesAnswerSchema },
      },
    },
    async (request) => listEnquiries(app.ctx, memberOf(request).user, request.query),
  );

  r.post(
    '/admin/enquiries/:id/handled',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Mark an enquiry handled',
        params: enquiryParam,
        body: adminEnquiryHandledSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: await handleEnquiry(app.ctx, memberOf(request).user, request.params.id, request.body.reason, textsFor(request)),
    }),
  );
}
