/**
 * The kind of device a request came from, read from its User-Agent header: enough to tell a member
 * "a phone (Android, Chrome)" in a sign-in alert, and no more. Our own few patterns rather than a
 * library (docs/decisions/0055): the alert names three kinds, seven browsers and seven systems,
 * and a User-Agent is written by the caller, so nothing here is trusted or stored; an unknown or
 * missing one is said to be unknown. No outside service is asked.
 */

export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const BROWSERS = ['samsung', 'uc', 'opera', 'edge', 'firefox', 'chrome', 'safari'] as const;
export type Browser = (typeof BROWSERS)[number];
export const SYSTEMS = ['android', 'ios', 'ipados', 'windows', 'chromeos', 'macos', 'linux'] as const;
export type DeviceSystem = (typeof SYSTEMS)[number];

export interface Device {
  kind: DeviceKind;
  browser?: Browser;
  system?: DeviceSystem;
}

// First match wins: browsers built on Chrome name Chrome too, and Chrome names Safari.
const BROWSER_PATTERNS: readonly [Browser, RegExp][] = [
  ['samsung', /SamsungBrowser\//],
  ['uc', /UCBrowser\/|UCWEB/],
  ['opera', /OPR\/|Opera|OPiOS\//],
  ['edge', /Edg(?:e|A|iOS)?\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\//],
  ['safari', /Version\/[\d.]+.*Safari\//],
];

// iOS names "like Mac OS X", and Android names Linux: the phone systems are asked first.
const SYSTEM_PATTERNS: readonly [DeviceSystem, RegExp][] = [
  ['android', /Android/],
  ['ipados', /iPad/],
  ['ios', /iPhone|iPod/],
  ['windows', /Windows NT/],
  ['chromeos', /CrOS/],
  ['macos', /Macintosh|Mac OS X/],
  ['linux', /Linux|X11/],
];

const BOT = /bot|crawler|spider|curl\/|wget\/|python-requests|headless/i;
const TABLET = /iPad|Tablet|PlayBook|Silk\/|Kindle/;
const PHONE = /iPhone|iPod|Mobile|Opera Mini|IEMobile|Windows Phone/;

/** The device a User-Agent describes; `unknown` for none, a robot, or one we cannot place. */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua.trim() || BOT.test(ua)) return { kind: 'unknown' };
  const system = SYSTEM_PATTERNS.find(([, pattern]) => pattern.test(ua))?.[0];
  const browser = BROWSER_PATTERNS.find(([, pattern]) => pattern.test(ua))?.[0];
  const kind: DeviceKind = TABLET.test(ua)
    ? 'tablet'
    : system === 'android'
      ? // Android phones say "Mobile"; Android tablets do not.
        PHONE.test(ua)
        ? 'phone'
        : 'tablet'
      : PHONE.test(ua)
        ? 'phone'
        : system
          ? 'computer'
          : 'unknown';
  return { kind, ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}
