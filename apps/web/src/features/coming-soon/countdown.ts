/** Specification section 9: 15 March 2025 23:59:59, in the visitor's local time. */
export const COMING_SOON_TARGET = new Date(2025, 2, 15, 23, 59, 59);

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function timeRemaining(now: Date, target: Date = COMING_SOON_TARGET): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A unit as the board shows it: two digits at least. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
