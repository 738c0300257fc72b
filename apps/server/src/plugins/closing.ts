import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** How often a closing server looks for connections that have just become idle. */
const IDLE_SWEEP_MS = 100;
/** How long a chat socket has to answer our close frame before it is cut. */
const SOCKET_CLOSE_WAIT_MS = 1_000;

/**
 * From the moment the app begins to close, keep-alive connections end with their answer in hand.
 * Node's server.close() closes only the connections idle at that instant: one whose request was
 * in flight stays open after its answer until the keep-alive timeout (72 s in Fastify), and
 * server.close() waits for it, which is how a loaded server overran its grace period
 * (docs/decisions/0081-worker-processes-and-stopping.md). So each answer sent while closing says
 * `Connection: close`, and connections gone idle are closed every 100 ms until the server is.
 */
export function stopKeepingConnections(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}

/**
 * @fastify/websocket's preClose, with the close code that says why: each chat socket is closed
 * with 1001 "going away", so the web app reconnects (to another instance, or this one restarted);
 * one that does not answer within a second is cut, so it cannot hold the server's close.
 */
export function closeSocketsGoingAway(this: FastifyInstance, done: () => void): void {
  const server = this.websocketServer;
  for (const client of server.clients as Set<WebSocket>) {
    client.close(1001, 'server stopping');
    setTimeout(() => client.terminate(), SOCKET_CLOSE_WAIT_MS).unref();
  }
  server.close();
  done();
}
