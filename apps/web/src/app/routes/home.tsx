import { t } from '@lingui/core/macro';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { FeaturedMeals } from '@/features/meals/components/featured-meals';
import { whenIdle } from '@/lib/when-idle';
import { FirstSlide, HomeBanner } from './home/home-banner';

// The first load is budgeted at 100 KB gzip, entry included, so this chunk holds only the first slide as a
// plain image, the two info cards and Featured Meals. Everything else is one chunk fetched once the page is
// idle (home/later.tsx): the carousel, and the later sections, each of which loads near the viewport.
const later = () => import('./home/later');
const BannerCarousel = lazyPart<object>(
  () => later().then((m) => ({ default: m.BannerCarousel })),
  FirstSlide,
);
const BelowTheFold = lazyPart<object>(() => later().then((m) => ({ default: m.BelowTheFold })));

/** Holds about the height of the sections to come, so the footer does not jump up and down meanwhile. */
const RESERVE = <div className="min-h-[300rem]" />;

/**
 * Home in the order of docs/product/screens-and-routes.md#home: banner beside two info cards, Featured Meals, then (home/below-the-fold.tsx)
 * Recent Meals, Meals by Category, Facilities, Membership, Sales Promotion, Student's Feedback, About Us,
 * Contact Us, Frequently Asked Questions, Newsletter.
 */
export default function HomeRoute() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      <h1 className="sr-only">{t`Messhall — hostel meals`}</h1>
      <HomeBanner
        banner={
          idle ? (
            <Suspense fallback={<FirstSlide />}>
              <BannerCarousel />
            </Suspense>
          ) : (
            <FirstSlide />
          )
        }
      />
      <FeaturedMeals />
      {idle ? <Suspense fallback={RESERVE}>{<BelowTheFold />}</Suspense> : RESERVE}
    </>
  );
}
