import { timeRemaining, twoDigits, type Remaining } from './countdown';

const UNITS: ReadonlySet<string> = new Set<keyof Remaining>(['days', 'hours', 'minutes', 'seconds']);
const isUnit = (unit: string | undefined): unit is keyof Remaining => unit !== undefined && UNITS.has(unit);

/**
 * Counts down on the board a visitor's page was rendered with (`CountdownBoard`'s HTML), without
 * React: the board is numbers that change, nothing a visitor acts on, so the page need not fetch
 * and run React for it (docs/decisions/0087-a-countdown-without-react.md). The numbers are
 * `CountdownBoard`'s, which counts inside the app. Once the date has passed the board holds its
 * zeros and the timer stops.
 */
export function countDownOn(board: HTMLElement): void {
  const cells = [...board.querySelectorAll<HTMLElement>('[data-unit]')];
  const show = () => {
    const remaining = timeRemaining(new Date());
    for (const cell of cells) {
      const unit = cell.dataset.unit;
      const text = isUnit(unit) ? twoDigits(remaining[unit]) : cell.textContent;
      if (cell.textContent !== text) cell.textContent = text;
    }
    return Object.values(remaining).some((n) => n > 0);
  };
  if (!show()) return;
  const timer = window.setInterval(() => {
    if (!show()) window.clearInterval(timer);
  }, 1000);
}
