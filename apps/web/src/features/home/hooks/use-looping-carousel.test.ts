import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoopingCarousel } from './use-looping-carousel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLoopingCarousel', () => {
  it('moves forward every interval and loops through the copy of the first slide', () => {
    const { result } = renderHook(() => useLoopingCarousel(2, 3000));
    expect(result.current).toMatchObject({ position: 0, active: 0, animate: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.position).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ position: 1, active: 1 });
    act(() => vi.advanceTimersByTime(3000));
    // On the copy of slide 1: shown as slide 1, and after the slide ends it jumps back unanimated.
    expect(result.current).toMatchObject({ position: 2, active: 0, animate: true });
    act(() => result.current.onTransitionEnd());
    expect(result.current).toMatchObject({ position: 0, active: 0, animate: false });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toMatchObject({ position: 1, active: 1, animate: true });
  });

  it('goes to a chosen slide and restarts the 3-second wait', () => {
    const { result } = renderHook(() => useLoopingCarousel(2, 3000));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.goTo(1));
    expect(result.current.active).toBe(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.position).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.position).toBe(2);
  });

  it('continues from the first slide if a hidden tab swallowed the end of a slide', () => {
    const { result } = renderHook(() => useLoopingCarousel(2, 3000));
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.position).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toMatchObject({ position: 1, active: 1 });
  });

  it('leaves the turning to the stylesheet until a slide is chosen, then turns it itself', () => {
    const { result } = renderHook(() => useLoopingCarousel(2, 3000, { stylesheetFirst: true }));
    expect(result.current).toMatchObject({ byStylesheet: true, position: 0 });
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toMatchObject({ byStylesheet: true, position: 0 });
    act(() => result.current.goTo(1));
    expect(result.current).toMatchObject({ byStylesheet: false, position: 1, active: 1, animate: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.position).toBe(2);
  });
});
