import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownWebPath } from '@inai/shared';
import type { AppConfig } from '../config.js';
import { sendNotFound } from './errors.js';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with the server's settings filled in. The page reads the support address
 * and public URL from these meta tags, so changing SUPPORT_EMAIL needs no rebuild of the web app.
 */
export function renderIndexHtml(template: string, config: Pick<AppConfig, 'supportEmail' | 'publicUrl'>): string {
  return template
    .replaceAll('__SUPPORT_EMAIL__', escapeAttr(config.supportEmail))
    .replaceAll('__PUBLIC_URL__', escapeAttr(config.publicUrl));
}

/**
 * Sends index.html with a fresh nonce for styles: libraries that inject <style> elements (the
 * searchable select's emotion) tag them with it, and the policy allows exactly those. Scripts
 * stay 'self' only.
 */
function sendIndex(reply: FastifyReply, template: string, status: number) {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  return reply
    .status(status)
    .header('content-security-policy', policy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(template.replaceAll('__CSP_NONCE__', nonce));
}

/**
 * Serves the web app: hashed assets with a year-long cache (and their .br/.gz twins), and for
 * every other non-API GET the app's index.html, with status 404 when no route of the app matches
 * so that search engines and monitors see the truth while the app draws its own 404 page.
 * API and dev paths that match nothing get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      preCompressed: true,
      // The template is served filled in, and directories fall through to the app's routes.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.endsWith('/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/dev/')) return sendNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm run dev` while developing).');
    }
    return sendIndex(reply, indexHtml, isKnownWebPath(pathname) ? 200 : 404);
  });
}
