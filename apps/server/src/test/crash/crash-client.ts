// HTTP as the crash test's simulated members speak it: each request from its own client address
// (the server trusts X-Forwarded-For here), with the member's session when there is one.
import { randomBytes } from 'node:crypto';

export interface Answer {
  status: number;
  // The API's JSON; the checks read the fields they need.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

/** A client of one server at `base` (http://127.0.0.1:port). Fails (rejects) when the server is gone. */
export function apiClient(base: string) {
  const request = async (
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; json?: object; body?: Buffer | string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { 'x-forwarded-for': address(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.json ? JSON.stringify(options.json) : options.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a redirect, an HTML page): the text is the body.
    }
    return { status: response.status, body };
  };
  return {
    base,
    get: (path: string, token?: string) => request('GET', path, { token }),
    post: (path: string, json: object, token?: string) => request('POST', path, { json, token }),
    /** A form post (the sandbox page's buttons). */
    form: (path: string, fields: Record<string, string>) =>
      request('POST', path, {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    multipart: (path: string, payload: Buffer, headers: Record<string, string>, token: string) =>
      request('POST', path, { body: payload, headers, token }),
    /** The raw bytes at `path` (media links). */
    async bytes(path: string): Promise<{ status: number; data: Buffer }> {
      const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) });
      return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
