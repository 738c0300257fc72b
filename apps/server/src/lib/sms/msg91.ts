import { SmsFailure, type SmsMessage, type SmsProvider } from './sms.js';

export interface Msg91Options {
  authKey: string;
  /** The DLT template of every text, or of all but Tamil members' when `tamilTemplateId` is set. */
  templateId: string;
  /** The DLT template registered in Tamil (MSG91_TEMPLATE_ID_TA), for members whose language is Tamil. */
  tamilTemplateId?: string;
  /** MSG91's host, or a fake's in tests; '/api/v5/flow' is appended. */
  apiUrl: string;
  timeoutMs?: number;
}

/** A text that is not sent within this is tried again from the queue; the member is not kept waiting. */
export const MSG91_TIMEOUT_MS = 5000;

/**
 * MSG91's Flow API over plain HTTP (docs/decisions/0048): `POST {apiUrl}/api/v5/flow` with the
 * `authkey` header and the template's one variable, `otp`. A member whose language is Tamil gets
 * the Tamil template when the operator registered one (docs/decisions/0070), else the English. MSG91 answers
 * `{ "type": "success", "message": <request id> }`, or `{ "type": "error", "message": … }` —
 * sometimes with status 200, so the body decides, not the status alone.
 */
export function createMsg91Provider(options: Msg91Options): SmsProvider {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/api/v5/flow`;
  const timeoutMs = options.timeoutMs ?? MSG91_TIMEOUT_MS;
  return {
    async send(message: SmsMessage) {
      if (!/^[6-9]\d{9}$/.test(message.to)) throw new SmsFailure('not an Indian mobile number', true);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: (message.locale === 'ta' && options.tamilTemplateId) || options.templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.to}`, otp: message.code }],
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SmsFailure(timedOut ? `MSG91 did not answer within ${timeoutMs} ms` : 'MSG91 could not be reached', false);
      }
      const body = (await response.json().catch(() => undefined)) as { type?: unknown; message?: unknown } | undefined;
      if (response.ok && body?.type === 'success') return;
      const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
      // A refused key or template, or a bad number, is ours to fix; a 5xx or a 429 may pass.
      const permanent =
        response.status === 401 ||
        response.status === 403 ||
        (response.status >= 400 && response.status < 500 && response.status !== 429) ||
        (response.ok && body?.type === 'error');
      throw new SmsFailure(`MSG91 answered ${response.status}${said}`, permanent);
    },
    async close() {},
  };
}
