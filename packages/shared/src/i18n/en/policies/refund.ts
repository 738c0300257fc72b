import { SITE } from '../../../site.js';
import { effectiveLine } from '../../policies/effective.js';
import type { PolicyContext, PolicyDocument } from '../../policies/types.js';

/**
 * The Refund Policy: no refunds; failed or duplicate transactions are corrected through support.
 * The browser tests read this text word for word; any change must be made in ta/policies/refund.ts too.
 */
export function refundPolicy(ctx: PolicyContext): PolicyDocument {
  const email = ctx.supportEmail;
  return {
    title: 'Refund Policy',
    effective: effectiveLine('en'),
    intro: [
      `This Refund Policy applies to all paid plans (Silver, Gold and Platinum) bought on ${SITE.name}, run by ${SITE.legalName}. Please read it, together with our Terms and Conditions, before you buy a plan.`,
    ],
    sections: [
      {
        id: 'no-refunds',
        heading: 'No refunds',
        blocks: [
          {
            kind: 'p',
            text: 'Once a plan has been purchased, no refunds are given under any circumstances. This includes, for example:',
          },
          {
            kind: 'ul',
            items: [
              'unused plan time or unused profile views;',
              'finding a partner, or deciding to stop looking, before your plan ends;',
              'no longer wishing to use the service, or deleting your account;',
              'your account being suspended or terminated for breaking our Terms and Conditions.',
            ],
          },
          {
            kind: 'p',
            text: 'Plans are not renewed automatically, so you will never be charged again unless you choose to buy a new plan. Moving up to a higher plan is not a refund either: the unused value of your current plan becomes extra days on the new plan, as our Terms and Conditions explain. Please check the plan details on the Pricing page before you pay.',
          },
        ],
      },
      {
        id: 'problems-with-a-payment',
        heading: 'Problems with a payment',
        blocks: [
          {
            kind: 'p',
            text: 'Technical failures are different from refunds. If something went wrong with the payment itself, for example money was debited but your plan was not activated, or you were charged twice for the same plan, please contact our support team:',
          },
          {
            kind: 'ul',
            items: [`E-mail: ${email}`, `Phone: ${SITE.enquiryPhone}`],
          },
          {
            kind: 'p',
            text: 'Please tell us your registered e-mail address, the date and amount of the payment, and the order id or transaction id shown on the payment status page or in your bank or UPI app (for a UPI QR payment, the UPI transaction reference).',
          },
        ],
      },
      {
        id: 'how-we-put-it-right',
        heading: 'How we put it right',
        blocks: [
          {
            kind: 'p',
            text: 'We will check the payment with our payment provider or, for a UPI QR payment, against our bank account. If you paid but your plan was not activated, we will make sure you get the plan you paid for. Where a payment was charged twice, or charged without an order being created, the duplicate or unmatched charge is returned to the account it was paid from, through the payment provider or, for a UPI QR payment, from our bank account. This is the correction of a failed transaction, not a refund of a purchase.',
          },
          {
            kind: 'p',
            text: 'Such cases are normally resolved within 5–7 working days of our confirming the problem with the payment provider; the time for the money to reach your account also depends on your bank. A payment that shows as failed but was still debited is usually returned automatically by your bank or the payment provider within the same period.',
          },
        ],
      },
    ],
  };
}
