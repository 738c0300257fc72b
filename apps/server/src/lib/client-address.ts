import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An IPv6 address as its eight 16-bit groups, or undefined when `address` is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase();
  // A trailing dotted quad ('::ffff:10.0.0.7') is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address as the limits and checks compare it: an IPv4 client of a dual-stack socket
 * (`::ffff:10.0.0.7`, in either spelling) is `10.0.0.7`; a zone (`fe80::1%eth0`) is dropped.
 */
export function plainAddress(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  if (groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return bare;
}

/** 127.0.0.0/8 or ::1 (IPv4 loopback also in its IPv4-mapped spelling). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  if (isIP(plain) === 4) return plain.startsWith('127.');
  const groups = ipv6Groups(plain);
  return groups !== undefined && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/** The unspecified address a server listens on to answer on every interface: 0.0.0.0 or ::. */
export function isEveryInterface(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare === '0.0.0.0') return true;
  const groups = ipv6Groups(bare);
  return groups !== undefined && groups.every((g) => g === 0);
}

/**
 * Every address the request's proxy headers name (X-Forwarded-For, X-Real-IP), whether or not
 * TRUST_PROXY trusts them; undefined when it carries RFC 7239's `Forwarded`, which we do not
 * parse. For checks that may only refuse on them, never grant.
 */
export function forwardedAddresses(request: FastifyRequest): string[] | undefined {
  if (request.headers.forwarded !== undefined) return undefined;
  return [request.headers['x-forwarded-for'], request.headers['x-real-ip']]
    .flat()
    .filter((value): value is string => value !== undefined)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
}
