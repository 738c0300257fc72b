import { describe, expect, it } from 'vitest';
import { isEveryInterface, isLoopback, plainAddress } from './client-address.js';

describe('client addresses', () => {
  it('reads an IPv4-mapped IPv6 address, in either spelling, as the IPv4 address', () => {
    expect(plainAddress('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(plainAddress('::FFFF:10.0.0.7')).toBe('10.0.0.7');
    expect(plainAddress('::ffff:a00:7')).toBe('10.0.0.7');
    expect(plainAddress('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
    expect(plainAddress(' 10.0.0.7 ')).toBe('10.0.0.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1');
    // IPv4-compatible and NAT64 addresses are IPv6 clients, not IPv4 ones.
    expect(plainAddress('64:ff9b::10.0.0.7')).toBe('64:ff9b::10.0.0.7');
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.7', '::', '::2', '::ffff:10.0.0.7', '2001:db8::1', 'localhost', '', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });

  it('knows the addresses that listen on every interface', () => {
    for (const host of ['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']) expect(isEveryInterface(host), host).toBe(true);
    for (const host of ['127.0.0.1', '::1', 'localhost', '192.168.1.5', 'example.in'])
      expect(isEveryInterface(host), host).toBe(false);
  });
});
