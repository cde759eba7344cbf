import {
  BANNER_AUTOPLAY_MS,
  BANNER_IMAGE_IDS,
  BANNER_SIZES,
  bannerSrc,
  bannerSrcSet,
} from '@messhall/shared';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatNumber } from '@/utils/format';
import { BANNER_BOX, BANNER_IMG, type BannerSlide, FIRST_SLIDE } from './banner-slides';

/** The three carousel images (docs/product/screens-and-routes.md#banner); only the first is needed for the first paint (banner-slides). */
const BANNER_SLIDES: readonly BannerSlide[] = [
  FIRST_SLIDE,
  { id: BANNER_IMAGE_IDS[1], alt: msg`Fried eggs, pancakes and a cup of coffee` },
  { id: BANNER_IMAGE_IDS[2], alt: msg`A doughnut, a cupcake and a mango` },
];
const COUNT = BANNER_SLIDES.length;

/** "2 of 3": a slide's place, in the page's digits. */
function slideLabel(index: number): string {
  const position = formatNumber(index + 1);
  const count = formatNumber(COUNT);
  return t`${position} of ${count}`;
}

/** Where slide `index` sits while `shown` is on screen: -1 left of it, 0 on screen, 1 right of it. */
function placeOf(index: number, shown: number): number {
  return ((index - shown + 1 + COUNT) % COUNT) - 1;
}

/** Whether the page is on screen (not another tab, a minimised window or a locked phone); true on the server. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * One move: the slides' CSS `translate` eased over half a second, which the compositor animates. Inline styles,
 * not utility classes: Home's stylesheet is on its first load and has no room for them.
 */
const SLIDE_MOVE = {
  transitionProperty: 'translate',
  transitionDuration: '500ms',
  transitionTimingFunction: 'ease',
};
const SLIDE_JUMP = { transitionProperty: 'none' };

const ARROW = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/85 shadow';

/**
 * The banner carousel (docs/product/screens-and-routes.md#banner): 3 images, infinite loop, autoplay every
 * 2000 ms; no thumbnails or status. Slides move by an animated CSS `translate`, which the compositor runs: the
 * only script is one timer per slide (docs/decisions/0058-a-carousel-moved-by-css-transitions.md).
 * Autoplay holds while the pointer or keyboard focus is on it and while the page is hidden, and does not start
 * under prefers-reduced-motion; the pause button keeps the moving content stoppable (WCAG 2.2.2). It renders
 * the same on the server and the client (media and visibility are read through subscriptions), and without
 * script shows the first slide.
 */
export default function BannerCarousel() {
  // The slide on screen, and the one before it: a slide that wraps round from one side to the other jumps.
  const [{ shown, previous }, setSlides] = useState({ shown: 0, previous: 0 });
  // The visitor's Play/Pause; until they choose, it plays unless they asked for reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const visible = usePageVisible();

  const playing = choice ?? !reducedMotion;
  const moving = playing && visible && !held.pointer && !held.focus;
  const go = (step: number) =>
    setSlides((s) => ({ shown: (s.shown + step + COUNT) % COUNT, previous: s.shown }));

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(
      () => setSlides((s) => ({ shown: (s.shown + 1) % COUNT, previous: s.shown })),
      BANNER_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [moving, shown]);

  return (
    <div
      className={BANNER_BOX}
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Hostel kitchen highlights`}
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div className="size-full" aria-live={moving ? 'off' : 'polite'}>
        {BANNER_SLIDES.map((slide, index) => {
          const place = placeOf(index, shown);
          const slides = !reducedMotion && Math.abs(place - placeOf(index, previous)) <= 1;
          return (
            <div
              key={slide.id}
              className="absolute inset-0"
              style={{ translate: `${place * 100}%`, ...(slides ? SLIDE_MOVE : SLIDE_JUMP) }}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index)}
              aria-hidden={place !== 0}
            >
              <img
                src={bannerSrc(slide.id)}
                srcSet={bannerSrcSet(slide.id)}
                sizes={BANNER_SIZES}
                alt={i18n._(slide.alt)}
                width={1600}
                height={600}
                decoding="async"
                fetchPriority={index === 0 ? 'auto' : 'low'}
                className={BANNER_IMG}
              />
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className={`${ARROW} left-2`}
        aria-label={t`Previous slide`}
        onClick={() => go(-1)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button type="button" className={`${ARROW} right-2`} aria-label={t`Next slide`} onClick={() => go(1)}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-circle btn-xs absolute right-2 bottom-2 border-0 bg-base-100/85 shadow"
        aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
        onClick={() => setChoice(!playing)}
      >
        {playing ? (
          <Pause className="size-3" aria-hidden="true" />
        ) : (
          <Play className="size-3" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
