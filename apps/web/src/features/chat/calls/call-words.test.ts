import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, t } from '../../../lib/i18n';
import { callEntryText, callerRelationText } from './call-words';
import { createWeakNetworkWatch } from './weak-network';

afterEach(async () => {
  await changeLocale('en');
});

describe('calls in words', () => {
  it('says each entry from the reader’s side, with its duration', () => {
    expect(callEntryText(t, { media: 'video', outcome: 'completed', duration_s: 185 }, true)).toBe('Video call · 3 min 5 s');
    expect(callEntryText(t, { media: 'audio', outcome: 'missed', duration_s: 0 }, false)).toBe('Voice call · Missed call');
    expect(callEntryText(t, { media: 'audio', outcome: 'missed', duration_s: 0 }, true)).toBe('Voice call · No answer');
    expect(callEntryText(t, { media: 'audio', outcome: 'declined', duration_s: 0 }, false)).toBe('Voice call · You declined');
    expect(callEntryText(t, { media: 'video', outcome: 'failed', duration_s: 0 }, true)).toBe('Video call · Could not connect');
    expect(callEntryText(t, { media: 'video', outcome: 'failed', duration_s: 42 }, true)).toBe('Video call · Cut off after 42 s');
    expect(callerRelationText(t, 'Mother', 'Female')).toBe('Calling: her mother');
    expect(callerRelationText(t, null, 'Female')).toBeNull();
  });

  it('in Tamil', async () => {
    await changeLocale('ta');
    expect(callEntryText(t, { media: 'audio', outcome: 'missed', duration_s: 0 }, false)).toBe('குரல் அழைப்பு · தவறிய அழைப்பு');
    expect(callEntryText(t, { media: 'video', outcome: 'completed', duration_s: 65 }, true)).toBe(
      'வீடியோ அழைப்பு · 1 நிமிடம் 5 வினாடி',
    );
    expect(callerRelationText(t, 'Mother', 'Female')).toBe('அழைப்பவர்: அவரது தாய்');
  });
});

describe('the weak network watch', () => {
  it('speaks up after three low readings in a row, past the first ones', () => {
    const watch = createWeakNetworkWatch({ thresholdKbps: 120, readings: 3, skip: 2 });
    const kbps = (k: number) => (k * 3_000) / 8; // bytes in 3 s at k kbit/s
    let bytes = 0;
    const results: boolean[] = [];
    const rates = [20, 20, 300, 50, 50, 300, 50, 50, 50];
    watch.reading(0, 0);
    rates.forEach((rate, i) => {
      bytes += kbps(rate);
      results.push(watch.reading(bytes, (i + 1) * 3_000));
    });
    expect(results).toEqual([false, false, false, false, false, false, false, false, true]);
  });
});
