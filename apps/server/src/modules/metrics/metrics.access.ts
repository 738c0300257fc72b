import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forwardedAddresses, plainAddress as plain } from '../../lib/client-address.js';

/** Who may read /api/metrics: METRICS_ALLOW's addresses and CIDR ranges (validated in config.ts). */
export interface MetricsAccess {
  allows(request: FastifyRequest): boolean;
}

export function createMetricsAccess(entries: readonly string[]): MetricsAccess {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plain(address), family);
    else list.addSubnet(address, Number(prefix), family);
  }
  const allowed = (address: string | undefined) => {
    if (!address) return false;
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
  return {
    // The socket's address and every address a proxy names must be allowed (docs/decisions/0029):
    // request.ip alone would be the entry the nearest proxy appended (0034), and without
    // TRUST_PROXY a local reverse proxy makes every visitor look like 127.0.0.1.
    // Checking every named address can only refuse more, never grant more.
    allows(request) {
      // RFC 7239's Forwarded syntax is not worth parsing for this: a request naming it is refused.
      const named = forwardedAddresses(request);
      return named !== undefined && allowed(request.socket.remoteAddress) && named.every(allowed);
    },
  };
}
