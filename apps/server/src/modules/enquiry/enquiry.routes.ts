import type { FastifyInstance } from 'fastify';
import { enquirySchema, okMessageAnswerSchema } from '@inai/shared';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { submitEnquiry } from './enquiry.service.js';

/** Enquiries per visitor address; enough for a person, too few for a spam run. */
export const ENQUIRY_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/** POST /api/enquiry: the Contact page's form (replaces the third-party form-mail service). */
export async function enquiryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/enquiry',
    {
      schema: {
        tags: ['contact'],
        summary: "The Contact page's form",
        body: enquirySchema,
        response: { 201: okMessageAnswerSchema },
      },
      config: { rateLimit: routeLimit(ENQUIRY_LIMIT.max, ENQUIRY_LIMIT.windowMs, 'too_many_enquiries') },
    },
    async (request, reply) => {
      await submitEnquiry(app.ctx, request.body, request.locale(), request.log);
      return reply.status(201).send({ success: true, message: textsFor(request)('enquiry.success') });
    },
  );
}
