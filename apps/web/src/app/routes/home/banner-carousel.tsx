import {
  BANNER_AUTOPLAY_MS,
  BANNER_IMAGE_IDS,
  BANNER_SIZES,
  bannerSrc,
  bannerSrcSet,
} from '@messhall/shared';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Component, type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatNumber } from '@/utils/format';
import { BANNER_BOX, BANNER_IMG, type BannerSlide, FIRST_SLIDE } from './banner-slides';
import { FirstSlide } from './home-banner';

/** The three carousel images (docs/product/screens-and-routes.md#banner); only the first is needed for the first paint (banner-slides). */
const BANNER_SLIDES: readonly BannerSlide[] = [
  FIRST_SLIDE,
  { id: BANNER_IMAGE_IDS[1], alt: msg`Fried eggs, pancakes and a cup of coffee` },
  { id: BANNER_IMAGE_IDS[2], alt: msg`A doughnut, a cupcake and a mango` },
];

/** "2 of 3": a slide's place, in the page's digits. */
function slideLabel(index: number): string {
  const position = formatNumber(index + 1);
  const count = formatNumber(BANNER_SLIDES.length);
  return t`${position} of ${count}`;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A carousel that fails (or a browser without matchMedia, which Embla needs) leaves the static first slide. */
class StaticOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: typeof window.matchMedia !== 'function' };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The banner carousel failed; showing the first slide', error);
  }

  override render() {
    return this.state.failed ? <FirstSlide /> : this.props.children;
  }
}

export default function SafeBannerCarousel() {
  return (
    <StaticOnError>
      <BannerCarousel />
    </StaticOnError>
  );
}

const ARROW = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/85 shadow';

/**
 * The banner carousel (docs/product/screens-and-routes.md#banner): 3 images, infinite loop, autoplay every 2000 ms, paused while the pointer
 * or keyboard focus is on it; no thumbnails or status. With prefers-reduced-motion it does not autoplay.
 * A pause button keeps the moving content stoppable (WCAG 2.2.2). Loaded after first paint; until then the
 * Home chunk shows the first slide as a plain image in the same box.
 */
function BannerCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: BANNER_AUTOPLAY_MS,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      playOnInit: !reducedMotion(),
    }),
  );
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [playing, setPlaying] = useState(!reducedMotion());

  useEffect(() => {
    if (!embla) return;
    const sync = () => setPlaying(autoplay.isPlaying());
    embla.on('autoplay:play', sync).on('autoplay:stop', sync);
    return () => {
      embla.off('autoplay:play', sync).off('autoplay:stop', sync);
    };
  }, [embla, autoplay]);

  const playOrPause = useCallback(() => {
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [autoplay]);

  return (
    <div
      className={BANNER_BOX}
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Hostel kitchen highlights`}
    >
      <div ref={emblaRef} className="size-full overflow-hidden">
        <div className="flex size-full">
          {BANNER_SLIDES.map((slide, index) => (
            <div
              key={slide.id}
              className="min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index)}
            >
              <img
                src={bannerSrc(slide.id)}
                srcSet={bannerSrcSet(slide.id)}
                sizes={BANNER_SIZES}
                alt={i18n._(slide.alt)}
                width={1600}
                height={600}
                decoding="async"
                loading={index === 0 ? 'eager' : 'lazy'}
                className={BANNER_IMG}
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${ARROW} left-2`}
        aria-label={t`Previous slide`}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${ARROW} right-2`}
        aria-label={t`Next slide`}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-circle btn-xs absolute right-2 bottom-2 border-0 bg-base-100/85 shadow"
        aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
        onClick={playOrPause}
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
