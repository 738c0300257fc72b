import type { ReactNode } from 'react';
import banner1 from '../../../assets/banner-1.svg';
import banner2 from '../../../assets/banner-2.svg';
import { useI18n } from '../../../lib/i18n';
import { useLoopingCarousel } from '../hooks/use-looping-carousel';

const SLIDES = [
  { src: banner1, label: 'home.banner1' },
  { src: banner2, label: 'home.banner2' },
] as const;
/** Specification section 2 and 9: 3 s autoplay, 500 ms transition (the track's class below). */
export const BANNER_AUTOPLAY_MS = 3000;
/**
 * Where the track stands for each slide (the copy of the first included), as classes: the home
 * page is rendered ahead, and the strict CSP refuses style attributes written into HTML.
 */
const TRACK_POSITIONS = ['[transform:translateX(0%)]', '[transform:translateX(-100%)]', '[transform:translateX(-200%)]'];
/**
 * Until a visitor chooses a picture, the stylesheet turns the banner (styles/index.css): it
 * turns from the first paint, whether or not the page's script has run, and no render of ours
 * is spent on it (docs/decisions/0086-web-fonts-from-the-second-page.md). It rests while a
 * pointer is over the banner or a field in it has focus (someone reading or filling in the
 * search), and does not turn at all for a reader who asks for less motion.
 */
const RESTS =
  'group-hover/banner:[animation-play-state:paused] group-focus-within/banner:[animation-play-state:paused] motion-reduce:animate-none';
const TURNING_BY_STYLESHEET = `animate-banner-turn ${RESTS}`;
/** The second dot's loop runs half a turn (3.5 s) behind the first's. */
const HALF_A_TURN_BEHIND = ['', '[animation-delay:-3.5s]'];
/**
 * A dot is a gold pill (the picture on screen) over a white spot (the other), crossed by
 * opacity and transform only: the compositor runs them, and the page is not drawn again for them.
 */
const PILL = 'absolute inset-0 rounded-full bg-gold-500 transition-[opacity,transform] duration-300';
const SPOT =
  'absolute inset-y-0 left-1/2 w-2.5 -translate-x-1/2 rounded-full bg-white/60 transition-opacity duration-300 group-hover/dot:bg-white';

/** The rotating two-image banner behind the hero; `children` is the hero's content. */
export function HeroBanner({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { position, active, animate, onTransitionEnd, goTo, byStylesheet } = useLoopingCarousel(
    SLIDES.length,
    BANNER_AUTOPLAY_MS,
    { stylesheetFirst: true },
  );
  const track = [...SLIDES, SLIDES[0]!];
  return (
    <section
      className="group/banner relative isolate overflow-hidden bg-maroon-900"
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
    >
      <div className="absolute inset-0 -z-10 overflow-hidden">
        <div
          data-testid="banner-track"
          className={`flex h-full ${byStylesheet ? TURNING_BY_STYLESHEET : (TRACK_POSITIONS[position] ?? '')} ${
            animate ? 'transition-transform ease-in-out [transition-duration:500ms]' : '[transition-duration:0ms]'
          }`}
          onTransitionEnd={onTransitionEnd}
        >
          {track.map((slide, i) => (
            <div
              key={i}
              className="h-full w-full shrink-0"
              // A group, as the carousel pattern has it: a plain div may not carry a label, and
              // the copy that closes the loop has no picture description to stand in for one.
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { n: (i % SLIDES.length) + 1, count: SLIDES.length })}
              aria-hidden={i !== position}
            >
              <img
                src={slide.src}
                alt={i < SLIDES.length ? t(slide.label) : ''}
                className="h-full w-full object-cover object-[70%_center]"
                fetchPriority={i === 0 ? 'high' : 'auto'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        <div className="absolute inset-0 bg-gradient-to-r from-maroon-900/90 via-maroon-900/65 to-maroon-900/10" />
      </div>
      {children}
      <div className="absolute inset-x-0 bottom-4 flex justify-center" role="group" aria-label={t('home.chooseBanner')}>
        {SLIDES.map((_, i) => (
          <button
            key={i}
            type="button"
            className="group/dot relative h-2.5 w-7"
            aria-label={t('home.showBanner', { n: i + 1 })}
            // Which picture is on screen is known here only once this script turns the banner.
            aria-current={byStylesheet ? undefined : i === active}
            data-active={byStylesheet ? undefined : i === active}
            onClick={() => goTo(i)}
          >
            <span
              data-testid="banner-dot-pill"
              className={`${PILL} ${i === active ? 'opacity-100' : 'opacity-0 [transform:scaleX(0.36)]'} ${
                byStylesheet ? `animate-banner-pill ${HALF_A_TURN_BEHIND[i] ?? ''} ${RESTS}` : ''
              }`}
            />
            <span
              className={`${SPOT} ${i === active ? 'opacity-0' : 'opacity-100'} ${
                byStylesheet ? `animate-banner-spot ${HALF_A_TURN_BEHIND[i] ?? ''} ${RESTS}` : ''
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
