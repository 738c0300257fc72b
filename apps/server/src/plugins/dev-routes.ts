import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forwardedAddresses, isLoopback } from '../lib/client-address.js';
import { sendNotFound } from './errors.js';

/**
 * Whether the caller is on this machine: the socket's peer is a loopback address, and so is every
 * address a proxy header names. The socket alone is not enough: a reverse proxy on the same
 * machine is itself the peer of every request, so each visitor would pass; the address it
 * forwards (the one TRUST_PROXY=1 takes as the client's) names the visitor, and must be loopback
 * too. The headers are checked whatever TRUST_PROXY says (a proxy may be there unannounced); as
 * they can only refuse, a client who writes them gains nothing. A proxy that names no one (a bare
 * TCP forwarder) cannot be told from a local caller: keep such a forwarder off a development server.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const named = forwardedAddresses(request);
  return named !== undefined && isLoopback(request.socket.remoteAddress) && named.every(isLoopback);
}

/**
 * The development routes (/dev/*: the outbox with every mailed code and reset link), given by
 * app.ts, which knows the modules that serve them. Never registered in production; elsewhere
 * they answer only callers on this machine, and others get the 404 of a route that does not
 * exist, since `npm start` listens on every interface.
 */
export async function devRoutes(app: FastifyInstance, options: { routes: FastifyPluginAsync[] }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return sendNotFound(reply);
  });
  for (const routes of options.routes) await app.register(routes);
}
