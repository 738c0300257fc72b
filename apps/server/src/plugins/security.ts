import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, worked out once. Our policy is the same for every response, and
 * @fastify/helmet rebuilt helmet (parsing every directive) on each request: a tenth of the CPU a
 * search costs. The few responses that need more (index.html's style nonce) amend the header.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers. The Content-Security-Policy allows only our own origin: no inline scripts or
 * styles, no outside hosts, no framing. The web app is built to live within it (styles in files,
 * no injected <style>), and the browser tests fail on any CSP violation.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https:');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // blob: because Chrome re-requests a blob: image that fails to decode (a chosen file
        // that is not really a picture, shown as an upload preview) under connect-src.
        // Blob URLs are made by our own scripts and local to the page: nothing leaves it.
        connectSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
