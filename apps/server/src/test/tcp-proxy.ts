import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on; it stays the same across cut and restore. */
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped server does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `target` (host:port) for outage tests: the app talks to PostgreSQL, Redis or an
 * SMTP server through it, and the test cuts the line and restores it without touching the
 * service itself (which other test files share).
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut line is expected: the other side's error must not surface as an unhandled event.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    close: stop,
  };
}
