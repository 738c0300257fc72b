import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownBoard } from './components/countdown-board';
import { COMING_SOON_TARGET } from './countdown';
import { countDownOn } from './countdown-ticker';

/** The board as a visitor's page was rendered ahead: dashes, since the build's moment is wrong. */
function boardAsRenderedAhead(): HTMLElement {
  document.body.innerHTML = `<div data-island="countdown">${renderToString(<CountdownBoard />)}</div>`;
  return document.querySelector<HTMLElement>('[data-island="countdown"]')!;
}

const numbers = (board: HTMLElement) => [...board.querySelectorAll('[data-unit]')].map((cell) => cell.textContent);

describe('countDownOn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts on the HTML the board was rendered with, every second', () => {
    vi.setSystemTime(new Date(2025, 2, 13, 21, 58, 29));
    const board = boardAsRenderedAhead();
    expect(numbers(board)).toEqual(['--', '--', '--', '--']);
    countDownOn(board);
    expect(numbers(board)).toEqual(['02', '02', '01', '30']);
    vi.advanceTimersByTime(1000);
    expect(numbers(board)).toEqual(['02', '02', '01', '29']);
    vi.advanceTimersByTime(30_000);
    expect(numbers(board)).toEqual(['02', '02', '00', '59']);
    // The labels are the page's own, untouched.
    expect(board.querySelectorAll('li')[0]!.textContent).toBe('02Days');
  });

  it('holds zeros and stops its timer once the date has passed', () => {
    vi.setSystemTime(new Date(COMING_SOON_TARGET.getTime() - 2000));
    const board = boardAsRenderedAhead();
    countDownOn(board);
    expect(numbers(board)).toEqual(['00', '00', '00', '02']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(numbers(board)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no timer at all after the date', () => {
    vi.setSystemTime(new Date(2026, 10, 21));
    const board = boardAsRenderedAhead();
    countDownOn(board);
    expect(numbers(board)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
