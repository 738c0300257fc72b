import type { OutboxEntry } from '../../lib/mail/outbox-mailer.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** The /dev/mailbox page: newest mail first, each with its text and a framed HTML view. */
export function renderMailboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<article>
  <header><strong>${escapeMarkup(m.subject)}</strong><span>${escapeMarkup(m.createdAt)}</span></header>
  <p class="meta">To: ${escapeMarkup(m.to)}${m.replyTo ? ` · Reply-To: ${escapeMarkup(m.replyTo)}` : ''} · <a href="/dev/mailbox/messages/${m.id}/html" target="_blank" rel="noopener">HTML</a> · <a href="/dev/mailbox/messages/${m.id}">JSON</a></p>
  <pre>${escapeMarkup(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#2b1b17;background:#fbf3e8}
h1{color:#7b1e3a}article{background:#fff;border:1px solid #ecdcc8;border-radius:10px;padding:14px 18px;margin:14px 0}
header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#7a5c55;font-size:13px}
.meta{font-size:13px;color:#7a5c55}pre{white-space:pre-wrap;font-size:14px;background:#fdf8f2;padding:10px;border-radius:8px}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL set). Not available in production.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}
