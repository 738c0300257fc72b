// A child process with a clock of its own: Debian's libfaketime, preloaded (`apt-get install
// faketime`; .ci/run installs it). The wall clock starts at the given moment and runs on; the
// monotonic clock, which Node's timers use, is left alone, so the process's timers keep real time.
import fs from 'node:fs';

const MULTIARCH: Record<string, string> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };

/** Where Debian puts the library on this machine's architecture. */
export function libfaketimePath(): string {
  return `/usr/lib/${MULTIARCH[process.arch] ?? `${process.arch}-linux-gnu`}/faketime/libfaketime.so.1`;
}

/**
 * The environment that starts a process's wall clock at `utc` (an ISO time in UTC, e.g.
 * "2027-10-11T01:35:00Z"). Throws, saying what to install, where the library is missing.
 */
export function fakeClockEnv(utc: string): Record<string, string> {
  const library = libfaketimePath();
  if (!fs.existsSync(library)) throw new Error(`${library} is missing: apt-get install faketime`);
  const at = new Date(utc);
  if (Number.isNaN(at.getTime())) throw new Error(`not a time: ${utc}`);
  return {
    LD_PRELOAD: library,
    // "@" starts the clock there and lets it run; read in the process's zone, hence TZ=UTC.
    FAKETIME: `@${at.toISOString().slice(0, 19).replace('T', ' ')}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    TZ: 'UTC',
  };
}
