import { useEffect, useState, type RefObject } from 'react';

type WithSink = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

/** The sound outputs the browser lets the page choose (Chrome on a laptop; most phones choose for themselves). */
export function useSpeakers(): MediaDeviceInfo[] {
  const [outputs, setOutputs] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    if (!('setSinkId' in HTMLMediaElement.prototype) || !navigator.mediaDevices?.enumerateDevices) return;
    let live = true;
    navigator.mediaDevices.enumerateDevices().then(
      (devices) => live && setOutputs(devices.filter((d) => d.kind === 'audiooutput' && d.deviceId)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return outputs;
}

/** Plays an element's sound on the chosen output ('' for the browser's own choice). */
export function useSpeaker(ref: RefObject<HTMLMediaElement | null>, speaker: string): void {
  useEffect(() => {
    const element = ref.current as WithSink | null;
    if (!element?.setSinkId || !speaker) return;
    element.setSinkId(speaker).catch(() => undefined);
  }, [ref, speaker]);
}
