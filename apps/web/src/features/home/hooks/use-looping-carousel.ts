import { useCallback, useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';

/**
 * An endlessly looping carousel position. The track holds the slides plus a copy of the first at
 * the end: after sliding onto the copy we jump, without animation, back to the real first
 * slide, so the banner always moves forward. `position` is the track slot, `active` the slide.
 * With `stylesheetFirst`, a stylesheet animation turns the track until a slide is chosen
 * (`byStylesheet`): a page rendered ahead turns it with no script at all; from the first choice
 * on, the timer here does.
 */
export function useLoopingCarousel(count: number, intervalMs: number, { stylesheetFirst = false } = {}) {
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [restart, setRestart] = useState(0);
  const [byStylesheet, setByStylesheet] = useState(stylesheetFirst);
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible || count < 2 || byStylesheet) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      // If a hidden tab swallowed the transition end, continue from the real first slide.
      setPosition((p) => (p >= count ? 1 : p + 1));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [visible, count, intervalMs, restart, byStylesheet]);

  const onTransitionEnd = useCallback(() => {
    if (position >= count) {
      setAnimate(false);
      setPosition(0);
    }
  }, [position, count]);

  const goTo = useCallback((index: number) => {
    setByStylesheet(false);
    setAnimate(true);
    setPosition(index);
    setRestart((r) => r + 1);
  }, []);

  return { position, active: position % count, animate, onTransitionEnd, goTo, byStylesheet };
}
