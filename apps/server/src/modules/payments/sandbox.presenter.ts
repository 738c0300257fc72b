import { formatRupees, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { planName } from './payments.mail.js';
import type { SandboxView } from './sandbox.service.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** The sandbox page's stylesheet: a file of its own, because the CSP allows no inline style. */
export const SANDBOX_CSS = `body{margin:0;padding:0 1rem;background:#fbf3e8;color:#2b1b17;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Tamil",sans-serif}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ecdcc8;border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.4rem;color:#7b1e3a}
p{margin:.5rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{font-weight:600;color:#7a5c55}
dd{margin:0}
form{display:grid;gap:.6rem}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:.75rem 1rem;border:0;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button[value=COMPLETED]{background:#1b7a3d;color:#fff}
button[value=FAILED]{background:#b3261e;color:#fff}
button[value=PENDING],a.button{background:#ecdcc8;color:#2b1b17}
.note{padding:.5rem .75rem;background:#fff6d6;border-radius:8px}
`;

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeMarkup(title)} | ${escapeMarkup(SITE.name)}</title>
<link rel="stylesheet" href="/api/payment/sandbox.css"></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The sandbox gateway's page, in `locale`: the plan, amount and reference, and while the payment
 * is open the three buttons the payment contract names
 * (docs/api.md, "Payments"), plain form posts (no script).
 */
export function renderSandboxPage(view: SandboxView, locale: Locale): string {
  const t = translatorFor(locale);
  const { order } = view;
  const statusUrl = `/payment-status?orderId=${encodeURIComponent(order.order_id)}`;
  const open = order.status === 'PENDING' && (view.gatewayState === undefined || view.gatewayState === 'PENDING');
  const buttons = (['COMPLETED', 'FAILED', 'PENDING'] as const)
    .map((outcome) => {
      const label = t(
        outcome === 'COMPLETED'
          ? 'server.sandbox.success'
          : outcome === 'FAILED'
            ? 'server.sandbox.failure'
            : 'server.sandbox.pending',
      );
      return `<button type="submit" name="outcome" value="${outcome}">${escapeMarkup(label)}</button>`;
    })
    .join('\n');
  const action = `/api/payment/sandbox/${encodeURIComponent(order.order_id)}`;
  const body = `<h1>${escapeMarkup(t('server.sandbox.title'))}</h1>
<p>${escapeMarkup(t('server.sandbox.intro'))}</p>
<dl>
<dt>${escapeMarkup(t('purchase.plan'))}</dt><dd>${escapeMarkup(planName(order.plan_id, locale))}</dd>
<dt>${escapeMarkup(t('purchase.amount'))}</dt><dd>${escapeMarkup(formatRupees(order.amount, locale))}</dd>
<dt>${escapeMarkup(t('purchase.reference'))}</dt><dd>${escapeMarkup(order.reference)}</dd>
</dl>
${
  open
    ? `${view.attempted ? `<p class="note">${escapeMarkup(t('server.sandbox.pendingNote'))}</p>\n` : ''}<form method="post" action="${escapeMarkup(action)}">
${buttons}
</form>`
    : `<p class="note">${escapeMarkup(t('server.sandbox.ended'))}</p>
<a class="button" href="${escapeMarkup(statusUrl)}">${escapeMarkup(t('server.sandbox.continue'))}</a>`
}`;
  return page(locale, t('server.sandbox.title'), body);
}

/** The page for an order the sandbox does not have. */
export function renderSandboxNotFound(locale: Locale): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('server.sandbox.title'),
    `<h1>${escapeMarkup(t('server.sandbox.title'))}</h1>\n<p>${escapeMarkup(t('payment.orderNotFound'))}</p>`,
  );
}
