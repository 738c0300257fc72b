import { describe, expect, it } from 'vitest';
import { deviceOf } from './user-agent.js';

// Real User-Agent strings, as these browsers send them.
const SEEN: [what: string, ua: string, expected: ReturnType<typeof deviceOf>][] = [
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36',
    { kind: 'phone', system: 'android', browser: 'chrome' },
  ],
  [
    'Samsung Internet on an Android phone',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-M336B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    { kind: 'phone', system: 'android', browser: 'samsung' },
  ],
  [
    'UC Browser on an Android phone',
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2185 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    { kind: 'phone', system: 'android', browser: 'uc' },
  ],
  [
    'Opera on an Android phone',
    'Mozilla/5.0 (Linux; Android 12; CPH2239) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76780',
    { kind: 'phone', system: 'android', browser: 'opera' },
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { kind: 'tablet', system: 'android', browser: 'chrome' },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { kind: 'phone', system: 'ios', browser: 'safari' },
  ],
  [
    'Chrome on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
    { kind: 'phone', system: 'ios', browser: 'chrome' },
  ],
  [
    'Firefox on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15',
    { kind: 'phone', system: 'ios', browser: 'firefox' },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { kind: 'tablet', system: 'ipados', browser: 'safari' },
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { kind: 'computer', system: 'windows', browser: 'chrome' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    { kind: 'computer', system: 'windows', browser: 'edge' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    { kind: 'computer', system: 'windows', browser: 'firefox' },
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { kind: 'computer', system: 'macos', browser: 'safari' },
  ],
  [
    'Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { kind: 'computer', system: 'linux', browser: 'chrome' },
  ],
  [
    'Chrome on a Chromebook',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { kind: 'computer', system: 'chromeos', browser: 'chrome' },
  ],
  [
    'an unknown browser on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeBrowser/1.0',
    { kind: 'computer', system: 'windows' },
  ],
];

describe('the device a User-Agent describes', () => {
  it.each(SEEN)('reads %s', (_, ua, expected) => {
    expect(deviceOf(ua)).toEqual(expected);
  });

  it('says nothing it cannot tell: no header, a robot, a made-up string', () => {
    expect(deviceOf(undefined)).toEqual({ kind: 'unknown' });
    expect(deviceOf('   ')).toEqual({ kind: 'unknown' });
    expect(deviceOf('curl/8.5.0')).toEqual({ kind: 'unknown' });
    expect(deviceOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toEqual({ kind: 'unknown' });
    expect(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'),
    ).toEqual({
      kind: 'unknown',
    });
    expect(deviceOf('anything at all')).toEqual({ kind: 'unknown' });
  });

  it('reads only the first 512 characters of a long header, quickly', () => {
    const long = `Mozilla/5.0 (Windows NT 10.0) ${'x'.repeat(100_000)} Chrome/1.0`;
    const started = performance.now();
    expect(deviceOf(long)).toEqual({ kind: 'computer', system: 'windows' });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
