import { t } from '@lingui/core/macro';
import type { MenuDay } from '@messhall/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/utils/cn';
import { dayHeading } from '../lib/day-label';
import { dayOfMonth, formatLongDay, weekday } from '@/utils/hostel-day-format';
import type { MenuViewer } from '../lib/menu-viewer';
import { SlotCard } from './slot-card';

interface DayCarouselProps {
  days: readonly MenuDay[];
  today: string;
  viewer: MenuViewer;
  now: number;
}

const ARROW = 'btn btn-square btn-outline min-h-11 min-w-11';

/**
 * One day per swipe (phones). The day buttons and the arrows move it too; the heading names the day on screen.
 * Only that day is reachable by keyboard and screen readers (the others are inert), so focus never lands off
 * screen.
 */
export default function DayCarousel({ days, today, viewer, now }: DayCarouselProps) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const sync = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const go = (index: number) => {
    setSelected(index);
    embla?.scrollTo(index);
  };

  const current = days[selected];
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Menu by day`}
      className="flex flex-col gap-3"
    >
      <ul aria-label={t`Days`} className="grid grid-cols-7 gap-1">
        {days.map((day, index) => (
          <li key={day.date}>
            <button
              type="button"
              className={cn(
                'btn h-auto min-h-12 w-full flex-col gap-0 px-0 py-1 font-medium',
                index === selected ? 'btn-primary' : 'border-base-300 bg-base-200',
              )}
              aria-pressed={index === selected}
              onClick={() => go(index)}
            >
              <span className="text-xs">{weekday(day.date)}</span>{' '}
              <span className="text-base">
                {dayOfMonth(day.date)}
                {day.date === today && <span className="sr-only">{t`, today`}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={ARROW}
          aria-label={t`Previous day`}
          disabled={selected === 0}
          onClick={() => go(selected - 1)}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h2 className="min-w-0 flex-1 text-center text-lg leading-snug font-bold" aria-live="polite">
          {current ? dayHeading(current.date, today) : ''}
        </h2>
        <button
          type="button"
          className={ARROW}
          aria-label={t`Next day`}
          disabled={selected === days.length - 1}
          onClick={() => go(selected + 1)}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y items-start">
          {days.map((day, index) => (
            <div
              key={day.date}
              role="group"
              aria-roledescription="slide"
              aria-label={formatLongDay(day.date)}
              inert={index !== selected}
              className="flex min-w-0 flex-[0_0_100%] flex-col gap-3 px-0.5"
            >
              {day.slots.map((slot) => (
                <SlotCard key={slot.slot} date={day.date} slot={slot} viewer={viewer} now={now} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
