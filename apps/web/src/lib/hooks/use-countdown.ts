import { useEffect, useState } from 'react';

const left = (until: number | null) => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);

/** Whole seconds until `until` (a time in ms, or null for none), counting down once a second to 0. */
export function useCountdown(until: number | null): number {
  // The clock is read while rendering; the timer only asks for a render each second.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      setTick((n) => n + 1);
      if (left(until) <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left(until);
}
